import { applySwapEdit, isSameSwapAsset } from './applySwapEdit.js'
import type { SwapAsset, SwapState, SwapStore } from './createSwapStore.js'

/** The form fields `updateSwapForm` sets; those left out keep their value. */
export type UpdateSwapFormParameters = {
  readonly sourceToken?: SwapAsset | undefined
  readonly toToken?: SwapAsset | undefined
  readonly sourceTokenAmount?: string | undefined
}
export type UpdateSwapFormReturnType = undefined
export type UpdateSwapFormErrorType = never

/**
 * Pure: `state` with the fields of `input` (`applySwapEdit`). A token is taken from the form's list
 * (its balance and price as listed); choosing one side's token alone as the other side's swaps the
 * pair rather than quoting a token against itself.
 */
export function applySwapForm(state: SwapState, input: UpdateSwapFormParameters): SwapState {
  const listed = (asset: SwapAsset | undefined) =>
    asset === undefined ? undefined : (state.tokens.find((token) => isSameSwapAsset(token, asset)) ?? asset)
  let sourceToken = 'sourceToken' in input ? listed(input.sourceToken) : state.sourceToken
  let toToken = 'toToken' in input ? listed(input.toToken) : state.toToken
  const both = 'sourceToken' in input && 'toToken' in input
  if (!both && 'sourceToken' in input && isSameSwapAsset(sourceToken, state.toToken))
    toToken = state.sourceToken
  if (!both && 'toToken' in input && isSameSwapAsset(toToken, state.sourceToken)) sourceToken = state.toToken
  return applySwapEdit(state, {
    sourceToken,
    toToken,
    sourceTokenAmount: input.sourceTokenAmount ?? state.sourceTokenAmount,
    toTokenAmount: state.toTokenAmount,
  })
}

/** Sets fields of the swap form (the swap view calls it on each edit); `refreshSwapQuote` follows. */
export function updateSwapForm(
  stores: { readonly swap: SwapStore },
  parameters: UpdateSwapFormParameters,
): UpdateSwapFormReturnType {
  stores.swap.setState((state) => applySwapForm(state, parameters), true)
}
