import { applySwapEdit } from './applySwapEdit.js'
import type { SwapState, SwapStore } from './createSwapStore.js'

export type FlipSwapTokensParameters = Record<string, never>
export type FlipSwapTokensReturnType = undefined
export type FlipSwapTokensErrorType = never

/** The source amount after a flip when the destination amount was empty (SWAP-015). */
export const SWAP_FLIP_DEFAULT_AMOUNT = '1'

/**
 * [SWAP-015] Pure: the pair swapped. The old destination amount becomes the source amount, or '1'
 * when it was empty; the new destination waits for a quote.
 */
export function applySwapTokensFlip(state: SwapState): SwapState {
  const next = applySwapEdit(state, {
    sourceToken: state.toToken,
    toToken: state.sourceToken,
    sourceTokenAmount: state.toTokenAmount === '' ? SWAP_FLIP_DEFAULT_AMOUNT : state.toTokenAmount,
    toTokenAmount: '',
  })
  return {
    ...next,
    sourceTokenPriceInUSD: state.toTokenPriceInUSD,
    toTokenPriceInUSD: state.sourceTokenPriceInUSD,
  }
}

/** [SWAP-015] Swaps the source and destination tokens of the form. */
export function flipSwapTokens(
  stores: { readonly swap: SwapStore },
  _parameters: FlipSwapTokensParameters = {},
): FlipSwapTokensReturnType {
  stores.swap.setState(applySwapTokensFlip, true)
}
