import { formatSwapAmount, formatUnits, PROVIDER_FEE_RATE } from '@atrium/common'
import type { SwapState } from './createSwapStore.js'
import { getSwapInputError } from './getSwapInputError.js'

/** A quote's answer, as `applySwapQuote` takes it. */
export type ApplySwapQuoteInput = {
  /** The destination amount in its smallest unit. */
  readonly toAmount: bigint
}

/**
 * [SWAP-022][SWAP-027] The destination amount shown: the quote's amount in whole units with at
 * most 6 decimals (truncated, never more than the quote), or '0' when the destination has no
 * positive price.
 */
export function getSwapToTokenAmount(parameters: {
  readonly toAmount: bigint
  readonly decimals: number
  readonly toTokenPriceInUSD: number
}): string {
  if (!(parameters.toTokenPriceInUSD > 0)) return '0'
  return formatSwapAmount(formatUnits(parameters.toAmount, parameters.decimals))
}

/** [SWAP-023] The provider fee in USD: `PROVIDER_FEE_RATE` of the source amount's worth. */
export function getSwapProviderFee(parameters: {
  readonly sourceTokenAmount: string
  readonly sourceTokenPriceInUSD: number
}): number {
  return Number(parameters.sourceTokenAmount) * parameters.sourceTokenPriceInUSD * PROVIDER_FEE_RATE
}

/** Basis points per percent: slippage is in percent, applied exactly to integer amounts. */
const BASIS_POINTS_PER_PERCENT = 100
const BASIS_POINTS = 10_000n

/**
 * [SWAP-025] The destination amount (whole units, at most 6 decimals) that `slippage` percent of
 * `toAmount` (smallest unit) may cost, computed on integers.
 */
export function getSwapMaxSlippage(parameters: {
  readonly toAmount: bigint
  readonly decimals: number
  readonly slippage: number
}): string {
  const basisPoints = BigInt(Math.round(parameters.slippage * BASIS_POINTS_PER_PERCENT))
  return formatSwapAmount(
    formatUnits((parameters.toAmount * basisPoints) / BASIS_POINTS, parameters.decimals),
  )
}

/**
 * Pure: `state` with the figures of a quote for its pair and amount: the destination amount, the
 * provider fee, the price impact (percent of the source's worth lost at the quote's rate, when
 * both prices are known), the slippage allowance and the input error.
 */
export function applySwapQuote(state: SwapState, input: ApplySwapQuoteInput): SwapState {
  const { toToken } = state
  if (toToken === undefined) return state
  const toTokenAmount = getSwapToTokenAmount({
    toAmount: input.toAmount,
    decimals: toToken.decimals,
    toTokenPriceInUSD: state.toTokenPriceInUSD,
  })
  const inputWorth = Number(state.sourceTokenAmount) * state.sourceTokenPriceInUSD
  const outputWorth = Number(toTokenAmount) * state.toTokenPriceInUSD
  const next: SwapState = {
    ...state,
    toTokenAmount,
    providerFee: getSwapProviderFee(state),
    priceImpact:
      inputWorth > 0 && outputWorth > 0 ? ((inputWorth - outputWorth) / inputWorth) * 100 : undefined,
    maxSlippage: getSwapMaxSlippage({
      toAmount: input.toAmount,
      decimals: toToken.decimals,
      slippage: state.slippage,
    }),
  }
  return { ...next, inputError: getSwapInputError(next) }
}
