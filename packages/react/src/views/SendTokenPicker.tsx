'use client'

import { formatGroupedBalance, SEND_MESSAGES } from '@atrium/common'
import type { TokenBalance } from '@atrium/core'
import { Icon, ListItem, NetworkImage, Text } from '@atrium/ui'

/** Props of `SendTokenPicker`. */
export type SendTokenPickerProps = {
  readonly tokens: readonly TokenBalance[]
  readonly selected: TokenBalance | undefined
  readonly onSelect: (token: TokenBalance) => void
}

const isSame = (first: TokenBalance, second: TokenBalance | undefined) =>
  second !== undefined && first.chainId === second.chainId && first.address === second.address

/**
 * The tokens the account can send on the active network, the native one first, each with its
 * balance; the chosen one is marked (`aria-current` and a check).
 */
export function SendTokenPicker({ tokens, selected, onSelect }: SendTokenPickerProps) {
  return (
    <fieldset style={GROUP_STYLE}>
      <legend style={LEGEND_STYLE}>
        <Text as="span" variant="small" tone="secondary">
          {SEND_MESSAGES.SEND_TOKEN_LABEL}
        </Text>
      </legend>
      {tokens.map((token) => {
        const current = isSame(token, selected)
        return (
          <ListItem
            key={`${token.chainId}:${token.address ?? 'native'}`}
            title={token.name}
            description={formatGroupedBalance(token.quantity.numeric, token.symbol)}
            leading={<NetworkImage name={token.name} imageUrl={token.iconUrl} size={32} decorative />}
            trailing={current ? <Icon name="check" /> : undefined}
            current={current}
            onClick={() => onSelect(token)}
          />
        )
      })}
    </fieldset>
  )
}

const GROUP_STYLE = {
  display: 'flex',
  flexDirection: 'column',
  gap: 4,
  margin: 0,
  padding: 0,
  border: 0,
  minInlineSize: 0,
} as const
const LEGEND_STYLE = { padding: 0, marginBlockEnd: 4 } as const
