import { formatMessage, SWAP_MESSAGES } from '@atrium/common'
import { getSwapLoadingText, isSwapAmountPositive, type SwapState } from '@atrium/core'

/** What the Swap form's main button says and whether it can be pressed. */
export type SwapButtonState = { readonly text: string; readonly ready: boolean }

/** Whether the form's quote and transaction were made for the form as it stands. */
export const isSwapQuoteCurrent = (state: SwapState) =>
  !state.loadingQuote &&
  state.quoteEditCount === state.editCount &&
  (state.approvalTransaction !== undefined || state.swapTransaction !== undefined)

/**
 * The form's button: the wallet step's loading text while one runs (SWAP-011..013), else what is
 * missing ('Select token', 'Enter amount', core's input error such as 'Insufficient balance'),
 * 'Try again' after the form's quote failed (`quoteError`), the quote being asked, and 'Review
 * swap' once a transaction for the form is built. Pure.
 */
export function getSwapFormButton(state: SwapState, quoteError?: string): SwapButtonState {
  const loading = getSwapLoadingText(state)
  if (loading !== undefined) return { text: loading, ready: false }
  if (state.status !== 'initialised') return { text: SWAP_MESSAGES.SWAP_INITIALISING, ready: false }
  if (state.sourceToken === undefined || state.toToken === undefined)
    return { text: SWAP_MESSAGES.SWAP_SELECT_TOKEN, ready: false }
  if (!isSwapAmountPositive(state.sourceToken, state.sourceTokenAmount))
    return { text: SWAP_MESSAGES.SWAP_ENTER_AMOUNT, ready: false }
  if (state.inputError !== undefined) return { text: state.inputError, ready: false }
  if (quoteError !== undefined && !state.loadingQuote)
    return { text: SWAP_MESSAGES.SWAP_RETRY_QUOTE, ready: true }
  if (!isSwapQuoteCurrent(state)) return { text: SWAP_MESSAGES.SWAP_GETTING_QUOTE, ready: false }
  return { text: SWAP_MESSAGES.SWAP_REVIEW, ready: true }
}

/**
 * The preview's button: the wallet step's loading text while one runs, 'Approve X' while the
 * source token's allowance is missing (SWAP-006), else 'Swap'. Pure.
 */
export function getSwapPreviewButton(state: SwapState): SwapButtonState {
  const loading = getSwapLoadingText(state)
  if (loading !== undefined) return { text: loading, ready: false }
  if (!isSwapQuoteCurrent(state)) return { text: SWAP_MESSAGES.SWAP_GETTING_QUOTE, ready: false }
  if (state.approvalTransaction !== undefined)
    return {
      text: formatMessage(SWAP_MESSAGES.SWAP_APPROVE, { symbol: state.sourceToken?.symbol ?? '' }),
      ready: true,
    }
  return { text: SWAP_MESSAGES.SWAP_CONFIRM, ready: true }
}
