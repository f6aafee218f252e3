import { formatMessage, SWAP_MESSAGES } from '@atrium/common'
import type { SwapState } from './createSwapStore.js'

/**
 * [SWAP-013][SWAP-014] The spec's `X` / `Y` of a swap: each amount followed by its token's symbol
 * e.g. `{ from: '0.5 ETH', to: '1479.2 DUSD' }`.
 */
export function getSwapAmounts(
  state: Pick<SwapState, 'sourceToken' | 'toToken' | 'sourceTokenAmount' | 'toTokenAmount'>,
) {
  return {
    from: `${state.sourceTokenAmount} ${state.sourceToken?.symbol ?? ''}`.trim(),
    to: `${state.toTokenAmount} ${state.toToken?.symbol ?? ''}`.trim(),
  }
}

/**
 * [SWAP-011][SWAP-012][SWAP-013] The loading text of the wallet step the swap waits on, or
 * `undefined` when it waits on none. Pure.
 */
export function getSwapLoadingText(state: SwapState): string | undefined {
  switch (state.pendingStep) {
    case 'approve':
      return SWAP_MESSAGES.SWAP_APPROVE_PENDING
    case 'confirm':
      return SWAP_MESSAGES.SWAP_CONFIRM_PENDING
    case 'swapping':
      return formatMessage(SWAP_MESSAGES.SWAP_SWAPPING, getSwapAmounts(state))
    default:
      return undefined
  }
}
