'use client'

import { formatMessage, formatUsd, SWAP_MESSAGES } from '@atrium/common'
import type { SwapAsset } from '@atrium/core'
import { Button, Icon, NetworkImage, Skeleton, Text } from '@atrium/ui'
import { forwardRef, type ReactNode, useId } from 'react'

/** Props of `SwapTokenRow`. */
export type SwapTokenRowProps = {
  /** 'You pay' or 'You receive'. */
  readonly label: string
  /** The amount field's accessible name. */
  readonly amountLabel: string
  readonly token: SwapAsset | undefined
  readonly amount: string
  /** The amount's worth in USD; not shown while 0 or unknown. */
  readonly valueInUsd: number | undefined
  /** Makes the amount editable; without it the row shows the quote (read-only). */
  readonly onAmountChange?: ((amount: string) => void) | undefined
  /** The amount is being quoted: a placeholder stands in for it. */
  readonly loading?: boolean | undefined
  readonly onPickToken: () => void
  /** Under the amount at the end of the row: the balance and Max. */
  readonly footer?: ReactNode
}

/**
 * One side of the swap form: its label, the amount (typed for the source, quoted for the
 * destination) with its USD worth, and the token button that opens the picker.
 */
export const SwapTokenRow = forwardRef<HTMLButtonElement, SwapTokenRowProps>(function SwapTokenRow(
  { label, amountLabel, token, amount, valueInUsd, onAmountChange, loading, onPickToken, footer },
  tokenButton,
) {
  const id = useId()
  const editable = onAmountChange !== undefined
  return (
    <section aria-labelledby={`${id}-label`} style={CARD_STYLE}>
      <Text as="span" variant="small" tone="secondary" id={`${id}-label`}>
        {label}
      </Text>
      <div style={ROW_STYLE}>
        {loading === true ? (
          <span style={AMOUNT_SLOT_STYLE}>
            <Skeleton width="60%" height={32} />
          </span>
        ) : (
          <input
            id={`${id}-amount`}
            aria-label={amountLabel}
            style={{ ...AMOUNT_STYLE, fontSize: getAmountFontSize(amount) }}
            value={amount}
            placeholder="0"
            inputMode="decimal"
            autoComplete="off"
            spellCheck={false}
            readOnly={!editable}
            tabIndex={editable ? undefined : -1}
            onChange={(event) => onAmountChange?.(event.currentTarget.value)}
          />
        )}
        <span style={TOKEN_SLOT_STYLE}>
          <Button
            ref={tokenButton}
            variant="secondary"
            aria-label={formatMessage(SWAP_MESSAGES.SWAP_TOKEN_BUTTON_LABEL, {
              side: label,
              symbol: token?.symbol ?? SWAP_MESSAGES.SWAP_SELECT_TOKEN,
            })}
            leading={
              token === undefined ? undefined : (
                <NetworkImage name={token.name} imageUrl={token.logoUri} size={24} decorative />
              )
            }
            onClick={onPickToken}
          >
            <span style={TOKEN_LABEL_STYLE}>
              {token?.symbol ?? SWAP_MESSAGES.SWAP_SELECT_TOKEN}
              <Icon name="expand" size={16} />
            </span>
          </Button>
        </span>
      </div>
      <div style={FOOTER_STYLE}>
        <Text as="span" variant="small" tone="secondary" truncate>
          {valueInUsd !== undefined && valueInUsd > 0 ? formatUsd(valueInUsd) : ''}
        </Text>
        {footer}
      </div>
    </section>
  )
})

/**
 * The amount's font size: large while it fits the row beside the token button, smaller for the
 * long amounts a quote gives (up to 6 decimals), so the whole figure stays readable.
 */
function getAmountFontSize(amount: string) {
  if (amount.length <= 8) return 28
  if (amount.length <= 11) return 22
  return 18
}

const CARD_STYLE = {
  display: 'flex',
  flexDirection: 'column',
  gap: 4,
  paddingBlock: 12,
  paddingInline: 16,
  borderRadius: 'var(--atr-radius)',
  background: 'var(--atr-surface)',
} as const
const ROW_STYLE = { display: 'flex', alignItems: 'center', gap: 8, minBlockSize: 44 } as const
const AMOUNT_SLOT_STYLE = { flex: '1 1 auto', minInlineSize: 0 } as const
const AMOUNT_STYLE = {
  flex: '1 1 auto',
  minInlineSize: 0,
  inlineSize: '100%',
  border: 0,
  padding: 0,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  fontWeight: 500,
  lineHeight: 1.2,
  textOverflow: 'ellipsis',
} as const
const TOKEN_SLOT_STYLE = { flex: 'none', maxInlineSize: '55%', display: 'flex' } as const
const TOKEN_LABEL_STYLE = { display: 'inline-flex', alignItems: 'center', gap: 4 } as const
// The chevron points down: the same in either reading direction.
const FOOTER_STYLE = {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 8,
  minBlockSize: 24,
} as const
