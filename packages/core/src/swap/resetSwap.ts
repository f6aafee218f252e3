import { getInitialSwapState, type SwapState, type SwapStore } from './createSwapStore.js'

export type ResetSwapParameters = Record<string, never>
export type ResetSwapReturnType = undefined
export type ResetSwapErrorType = never

/**
 * [SWAP-014] Pure: the uninitialised swap form, whatever `state` held, so the next swap starts
 * from the token list and balances of that moment. The edit count moves on: no answer asked before
 * the reset lands in the new form.
 */
export function applySwapReset(state: SwapState): SwapState {
  return { ...getInitialSwapState(), editCount: state.editCount + 1 }
}

/** [SWAP-014] Empties the swap form (after a successful swap). */
export function resetSwap(
  stores: { readonly swap: SwapStore },
  _parameters: ResetSwapParameters = {},
): ResetSwapReturnType {
  stores.swap.setState(applySwapReset, true)
}
