'use client'

import { formatMessage, formatNumber, formatUsd, PROVIDER_FEE_RATE, SWAP_MESSAGES } from '@atrium/common'
import { applySwapEdit, type SwapState, type SwapStore } from '@atrium/core'
import { Icon, Text } from '@atrium/ui'
import { type ReactNode, useId } from 'react'

/** The slippage tolerances offered, in percent; core's default (1) among them. */
export const SWAP_SLIPPAGE_CHOICES = [0.5, 1, 2, 3] as const

const percent = (value: number, fractionDigits = 2) =>
  formatMessage(SWAP_MESSAGES.SWAP_PERCENT, { value: formatNumber(value, { fractionDigits }) })

/** The quote's rate, '1 ETH = 2,950.12 DUSD', from the form's amounts; `undefined` before a quote. */
export function getSwapRate(state: SwapState): string | undefined {
  const from = Number(state.sourceTokenAmount)
  const to = Number(state.toTokenAmount)
  if (state.sourceToken === undefined || state.toToken === undefined || !(from > 0) || !(to > 0))
    return undefined
  const rate = to / from
  return formatMessage(SWAP_MESSAGES.SWAP_RATE, {
    from: `1 ${state.sourceToken.symbol}`,
    to: `${formatNumber(rate, { fractionDigits: rate >= 1 ? 2 : 6 })} ${state.toToken.symbol}`,
  })
}

/**
 * Sets the slippage tolerance: an edit of the form like the amount's, so the quote and the swap
 * transaction (whose minimum amount it sets) are asked again before anything can be sent.
 */
function setSlippage(swap: SwapStore, slippage: number) {
  swap.setState(
    (state) =>
      applySwapEdit(
        { ...state, slippage },
        {
          sourceToken: state.sourceToken,
          toToken: state.toToken,
          sourceTokenAmount: state.sourceTokenAmount,
          toTokenAmount: state.toTokenAmount,
        },
      ),
    true,
  )
}

/** Props of `SwapDetails`. */
export type SwapDetailsProps = {
  readonly state: SwapState
  /** The store the slippage choice edits; without it the tolerance is only shown (the preview). */
  readonly swap?: SwapStore | undefined
  /** Shown unfolded (the preview). */
  readonly open?: boolean | undefined
}

/**
 * The quote's details under its rate, folded by default: price impact, the provider fee (0.85 %,
 * SWAP-023) in USD, the network cost in USD, and the most the slippage tolerance may cost, with
 * the tolerance to choose.
 */
export function SwapDetails({ state, swap, open }: SwapDetailsProps) {
  const rate = getSwapRate(state)
  if (rate === undefined) return null
  const symbol = state.toToken?.symbol ?? ''
  const rows = (
    <dl style={LIST_STYLE}>
      <DetailRow term={SWAP_MESSAGES.SWAP_PRICE_IMPACT}>
        {state.priceImpact === undefined
          ? SWAP_MESSAGES.SWAP_UNKNOWN
          : percent(Math.max(state.priceImpact, 0))}
      </DetailRow>
      <DetailRow
        term={formatMessage(SWAP_MESSAGES.SWAP_PROVIDER_FEE_RATE, { rate: percent(PROVIDER_FEE_RATE * 100) })}
      >
        {state.providerFee === undefined ? SWAP_MESSAGES.SWAP_UNKNOWN : formatUsd(state.providerFee)}
      </DetailRow>
      <DetailRow term={SWAP_MESSAGES.SWAP_NETWORK_COST}>
        {state.gasPriceInUSD === undefined ? SWAP_MESSAGES.SWAP_UNKNOWN : formatUsd(state.gasPriceInUSD)}
      </DetailRow>
      <DetailRow term={SWAP_MESSAGES.SWAP_MAX_SLIPPAGE}>
        {state.maxSlippage === undefined
          ? percent(state.slippage, 1)
          : formatMessage(SWAP_MESSAGES.SWAP_MAX_SLIPPAGE_VALUE, {
              amount: `${state.maxSlippage} ${symbol}`,
              percent: percent(state.slippage, 1),
            })}
      </DetailRow>
      {swap !== undefined && <SlippageChoice swap={swap} slippage={state.slippage} />}
    </dl>
  )
  return (
    <details open={open} style={BOX_STYLE}>
      <summary style={SUMMARY_STYLE}>
        <Text as="span" variant="small">
          <bdi>{rate}</bdi>
        </Text>
        <span style={SUMMARY_END_STYLE}>
          <Text as="span" variant="small" tone="secondary">
            {SWAP_MESSAGES.SWAP_DETAILS}
          </Text>
          <Icon name="expand" size={16} />
        </span>
      </summary>
      {rows}
    </details>
  )
}

/** A term and its value; the value is isolated (`bdi`) so a figure with its symbol keeps its order in a right-to-left page. */
function DetailRow({ term, children }: { readonly term: string; readonly children: ReactNode }) {
  return (
    <div style={ROW_STYLE}>
      <dt>
        <Text as="span" variant="small" tone="secondary">
          {term}
        </Text>
      </dt>
      <dd style={VALUE_STYLE}>
        <Text as="span" variant="small">
          <bdi>{children}</bdi>
        </Text>
      </dd>
    </div>
  )
}

/** The slippage tolerance as native radio buttons (arrow keys move between them). */
function SlippageChoice({ swap, slippage }: { readonly swap: SwapStore; readonly slippage: number }) {
  const name = useId()
  return (
    <div style={ROW_STYLE}>
      <dt id={`${name}-label`}>
        <Text as="span" variant="small" tone="secondary">
          {SWAP_MESSAGES.SWAP_SLIPPAGE_LABEL}
        </Text>
      </dt>
      <dd style={VALUE_STYLE}>
        <div role="radiogroup" aria-labelledby={`${name}-label`} style={CHOICES_STYLE}>
          {SWAP_SLIPPAGE_CHOICES.map((choice) => (
            <label key={choice} style={choice === slippage ? CHOICE_CHECKED_STYLE : CHOICE_STYLE}>
              <input
                type="radio"
                name={name}
                value={choice}
                checked={choice === slippage}
                onChange={() => setSlippage(swap, choice)}
                style={RADIO_STYLE}
              />
              <Text as="span" variant="small">
                {percent(choice, 1)}
              </Text>
            </label>
          ))}
        </div>
      </dd>
    </div>
  )
}

const BOX_STYLE = {
  paddingBlock: 8,
  paddingInline: 12,
  borderRadius: 'var(--atr-radius)',
  border: '1px solid var(--atr-border)',
} as const
const SUMMARY_STYLE = {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 8,
  minBlockSize: 28,
  cursor: 'pointer',
  listStyle: 'none',
} as const
const SUMMARY_END_STYLE = { display: 'inline-flex', alignItems: 'center', gap: 4 } as const
const LIST_STYLE = {
  display: 'flex',
  flexDirection: 'column',
  gap: 6,
  margin: 0,
  paddingBlockStart: 8,
} as const
const ROW_STYLE = {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: 8,
} as const
const VALUE_STYLE = { margin: 0, textAlign: 'end' } as const
const CHOICES_STYLE = { display: 'flex', gap: 4, flexWrap: 'wrap' } as const
const CHOICE_STYLE = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: 4,
  paddingBlock: 2,
  paddingInline: 8,
  borderRadius: 999,
  border: '1px solid var(--atr-border)',
  cursor: 'pointer',
} as const
const CHOICE_CHECKED_STYLE = { ...CHOICE_STYLE, borderColor: 'var(--atrium-accent)' } as const
const RADIO_STYLE = { margin: 0, accentColor: 'var(--atrium-accent)' } as const
