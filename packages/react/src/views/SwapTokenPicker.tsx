'use client'

import { formatGroupedBalance, formatMessage, SWAP_MESSAGES } from '@atrium/common'
import { isSameSwapAsset, type SwapAsset } from '@atrium/core'
import { Button, Icon, Input, ListItem, NetworkImage, Text } from '@atrium/ui'
import { type ReactNode, useEffect, useRef, useState } from 'react'

/** Search text beyond this length matches nothing more: a token's name, symbol or address is shorter. */
const SEARCH_MAX_LENGTH = 100

/** Props of `SwapTokenPicker`. */
export type SwapTokenPickerProps = {
  readonly tokens: readonly SwapAsset[]
  readonly suggested: readonly SwapAsset[]
  readonly selected: SwapAsset | undefined
  readonly onSelect: (token: SwapAsset) => void
}

const holds = (token: SwapAsset) => Number(token.quantity.numeric) > 0

/** Whether `token` matches the search: its name or symbol contains it, or its address starts with it. */
function matches(token: SwapAsset, query: string) {
  if (query === '') return true
  const address = token.address.split(':').at(-1)?.toLowerCase() ?? ''
  return (
    token.name.toLowerCase().includes(query) ||
    token.symbol.toLowerCase().includes(query) ||
    address.startsWith(query)
  )
}

/**
 * The swap's token list for one side: a search by name, symbol or address, the suggested tokens
 * (SWAP-026) as one-tap chips, then the tokens the account holds with their balances, then the
 * others. The chosen one is marked (`aria-current` and a check). Its title and back are the modal
 * header's (the Swap view's step).
 */
export function SwapTokenPicker({ tokens, suggested, selected, onSelect }: SwapTokenPickerProps) {
  const [search, setSearch] = useState('')
  const searchField = useRef<HTMLInputElement>(null)
  useEffect(() => searchField.current?.focus(), [])
  const query = search.trim().toLowerCase().slice(0, SEARCH_MAX_LENGTH)
  const found = tokens.filter((token) => matches(token, query))
  const held = found.filter(holds)
  const others = found.filter((token) => !holds(token))
  const row = (token: SwapAsset) => {
    const current = isSameSwapAsset(token, selected)
    return (
      <ListItem
        key={token.address}
        title={token.symbol}
        description={token.name}
        leading={<NetworkImage name={token.name} imageUrl={token.logoUri} size={32} decorative />}
        trailing={
          <span style={TRAILING_STYLE}>
            {holds(token) && (
              <Text as="span" variant="small" tone="secondary">
                {formatGroupedBalance(token.quantity.numeric)}
              </Text>
            )}
            {current && <Icon name="check" />}
          </span>
        }
        current={current}
        onClick={() => onSelect(token)}
      />
    )
  }
  return (
    <div style={COLUMN_STYLE}>
      <Input
        ref={searchField}
        label={SWAP_MESSAGES.SWAP_SEARCH_LABEL}
        hideLabel
        type="search"
        icon="search"
        value={search}
        onChange={setSearch}
        placeholder={SWAP_MESSAGES.SWAP_SEARCH_PLACEHOLDER}
        autoComplete="off"
      />
      {query === '' && suggested.length > 0 && (
        <section aria-label={SWAP_MESSAGES.SWAP_SUGGESTED} style={SECTION_STYLE}>
          <Text as="span" variant="small" tone="secondary">
            {SWAP_MESSAGES.SWAP_SUGGESTED}
          </Text>
          <div style={CHIPS_STYLE}>
            {suggested.map((token) => (
              <Button
                key={token.address}
                variant="secondary"
                size="sm"
                leading={<NetworkImage name={token.name} imageUrl={token.logoUri} size={18} decorative />}
                onClick={() => onSelect(token)}
              >
                {token.symbol}
              </Button>
            ))}
          </div>
        </section>
      )}
      <TokenSection title={SWAP_MESSAGES.SWAP_YOUR_TOKENS}>{held.map(row)}</TokenSection>
      <TokenSection title={SWAP_MESSAGES.SWAP_ALL_TOKENS}>{others.map(row)}</TokenSection>
      {found.length === 0 && (
        <Text variant="small" tone="secondary" align="center">
          {formatMessage(SWAP_MESSAGES.SWAP_NO_TOKENS, { query: search.trim().slice(0, SEARCH_MAX_LENGTH) })}
        </Text>
      )}
    </div>
  )
}

/** A titled group of token rows; nothing when it has none. */
function TokenSection({
  title,
  children,
}: {
  readonly title: string
  readonly children: readonly ReactNode[]
}) {
  if (children.length === 0) return null
  return (
    <section aria-label={title} style={SECTION_STYLE}>
      <Text as="span" variant="small" tone="secondary">
        {title}
      </Text>
      {children}
    </section>
  )
}

const COLUMN_STYLE = { display: 'flex', flexDirection: 'column', gap: 12 } as const
const SECTION_STYLE = { display: 'flex', flexDirection: 'column', gap: 4 } as const
const CHIPS_STYLE = { display: 'flex', flexWrap: 'wrap', gap: 6 } as const
const TRAILING_STYLE = { display: 'inline-flex', alignItems: 'center', gap: 8 } as const
