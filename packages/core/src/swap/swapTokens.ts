import {
  type CaipAddress,
  formatMessage,
  isUserRejection,
  parseCaipAddress,
  SWAP_MESSAGES,
} from '@atrium/common'
import type { AdapterTransactionReceipt, ChainAdapter } from '../adapters/ChainAdapter.js'
import type { TrackEvent } from '../analytics/TrackEvent.js'
import { showAccountAfterSwap } from '../router/showAccountAfterSwap.js'
import type { SwapAsset, SwapState, SwapTransactionState } from './createSwapStore.js'
import { getSwapAmounts } from './getSwapLoadingText.js'
import { readSwapErrorMessage } from './readSwapErrorMessage.js'
import { type RefreshSwapQuoteParameters, readBlockNumber, refreshSwapQuote } from './refreshSwapQuote.js'
import { resetSwap } from './resetSwap.js'
import type { SwapStores } from './SwapStores.js'

/** Parameters of `swapTokens`. */
export type SwapTokensParameters = RefreshSwapQuoteParameters & {
  /** The swapping namespace's adapter: the wallet signs the approval and the swap through it. */
  readonly adapter: ChainAdapter
  readonly track?: TrackEvent | undefined
  /**
   * Called once the chain accepted the swap, while 'Swapping X to Y' shows, e.g. to read the
   * balances again; awaited, its failure ignored.
   */
  readonly onSwapped?:
    | ((swapped: { readonly sourceToken: SwapAsset; readonly toToken: SwapAsset }) => Promise<void> | void)
    | undefined
}
/**
 * `swapped`: the swap was sent (Account shows); `approved`: the approval was sent and the quote and
 * swap transaction rebuilt, a second call sends the swap; `requoted`: the quote was older than the
 * last edit or than the chain's state, so it was asked again and nothing was sent; `stopped`:
 * nothing can be sent (`message`: the input error, when there is one); `declined`: the wallet
 * refused, the form is kept; `failed`: `message` was shown.
 */
export type SwapTokensReturnType =
  | { readonly status: 'swapped' | 'approved'; readonly hash: string }
  | { readonly status: 'requoted' }
  | { readonly status: 'stopped'; readonly message?: string | undefined }
  | { readonly status: 'declined' | 'failed'; readonly message: string }
export type SwapTokensErrorType = never

const toAdapterTransaction = (from: CaipAddress, transaction: SwapTransactionState) => ({
  from,
  to: transaction.to,
  data: transaction.data,
  value: BigInt(transaction.value),
  gas: BigInt(transaction.gas),
  gasPrice: BigInt(transaction.gasPrice),
})

/**
 * Whether the form's quote may be sent as it is: made for the user's last edit and at the chain's
 * latest block. A block the adapter cannot read counts as a new one.
 */
async function isQuoteCurrent(parameters: SwapTokensParameters, state: SwapState) {
  if (state.quoteEditCount !== state.editCount || state.quoteBlockNumber === undefined) return false
  const latest = await readBlockNumber(
    parameters.adapter,
    parseCaipAddress(parameters.caipAddress).caipNetworkId,
  )
  return latest === state.quoteBlockNumber
}

/**
 * The form's quote and what to send, quoted again first when it is not current (`isQuoteCurrent`).
 * A quote only a block old whose new answer gives the same destination amount with the same kind
 * of transaction is replaced by the new one and sent; any other change goes back to the user
 * (`requoted`), who sees the new amount before confirming.
 */
async function readSendableQuote(
  stores: SwapStores,
  parameters: SwapTokensParameters,
): Promise<
  | { readonly status: 'current'; readonly state: SwapState; readonly transaction: SwapTransactionState }
  | Exclude<SwapTokensReturnType, { status: 'swapped' | 'approved' }>
> {
  const state = stores.swap.getState()
  const transaction = state.approvalTransaction ?? state.swapTransaction
  if (transaction !== undefined && (await isQuoteCurrent(parameters, state))) {
    if (stores.swap.getState().editCount === state.editCount) return { status: 'current', state, transaction }
    return { status: 'requoted' }
  }
  const requoted = await refreshSwapQuote(stores, parameters)
  if (requoted.status === 'failed') return requoted
  const next = stores.swap.getState()
  const nextTransaction = next.approvalTransaction ?? next.swapTransaction
  const unchanged =
    requoted.status === 'quoted' &&
    transaction !== undefined &&
    nextTransaction?.toAmount === transaction.toAmount &&
    (next.approvalTransaction === undefined) === (state.approvalTransaction === undefined) &&
    next.editCount === state.editCount &&
    state.quoteEditCount === state.editCount
  return unchanged && nextTransaction !== undefined
    ? { status: 'current', state: next, transaction: nextTransaction }
    : { status: 'requoted' }
}

/**
 * Sends what the form's quote prepared, through the adapter's `sendTransaction`. A quote older than
 * the user's last edit or than the chain's latest block is never sent: the form is quoted again
 * first (`readSendableQuote`). With an approval pending, the wallet is asked for it ('Approve limit
 * increase in your wallet', SWAP-011); once the chain mined it (the adapter's
 * `waitForTransactionReceipt`), the allowance is read again and the quote and the swap transaction
 * are rebuilt (SWAP-006): `approved` when the swap is then offered. A failed approval tracks
 * `SWAP_APPROVAL_ERROR` (SWAP-032). Otherwise the swap ('Confirm transaction in your wallet' while
 * the wallet decides, SWAP-012; 'Swapping X to Y' once sent, SWAP-013); its failure tracks
 * `SWAP_ERROR` (SWAP-031) and shows its message or 'Transaction error' (SWAP-010); its success shows
 * 'Swapped X to Y', tracks `SWAP_SUCCESS`, resets the form and shows Account (SWAP-014, SWAP-030).
 * Never rejects.
 */
export async function swapTokens(
  stores: SwapStores,
  parameters: SwapTokensParameters,
): Promise<SwapTokensReturnType> {
  const { adapter, caipAddress, track, showSnackbar } = parameters
  const initial = stores.swap.getState()
  if (adapter.sendTransaction === undefined)
    return { status: 'stopped', message: SWAP_MESSAGES.SWAP_NETWORK_NOT_SUPPORTED }
  if (initial.inputError !== undefined) return { status: 'stopped', message: initial.inputError }
  if (initial.pendingStep !== undefined || initial.sourceToken === undefined || initial.toToken === undefined)
    return { status: 'stopped' }
  const sendable = await readSendableQuote(stores, parameters)
  if (sendable.status !== 'current') return sendable
  const { state, transaction } = sendable
  const { sourceToken, toToken } = state
  if (sourceToken === undefined || toToken === undefined) return { status: 'stopped' }

  const approving = state.approvalTransaction !== undefined
  const { caipNetworkId } = parseCaipAddress(caipAddress)
  const properties = {
    network: caipNetworkId,
    swapFromToken: sourceToken.symbol,
    swapToToken: toToken.symbol,
    swapFromAmount: state.sourceTokenAmount,
    swapToAmount: state.toTokenAmount,
    isSmartAccount: state.isSmartAccount,
  }
  stores.swap.setState({ pendingStep: approving ? 'approve' : 'confirm', transactionError: undefined })
  const fail = (message: string, declined: boolean): SwapTokensReturnType => {
    stores.swap.setState({ pendingStep: undefined, transactionError: message })
    track?.({
      event: approving ? 'SWAP_APPROVAL_ERROR' : 'SWAP_ERROR',
      properties: { ...properties, message },
    })
    if (declined) return { status: 'declined', message: SWAP_MESSAGES.SWAP_DECLINED }
    showSnackbar({ variant: 'error', message })
    return { status: 'failed', message }
  }
  let hash: string
  let receipt: AdapterTransactionReceipt | undefined
  try {
    hash = await adapter.sendTransaction(toAdapterTransaction(caipAddress, transaction))
    // The allowance is read again below: only once the chain holds the approval does it cover the amount.
    if (approving) receipt = await adapter.waitForTransactionReceipt?.({ networkId: caipNetworkId, hash })
  } catch (error) {
    return fail(readSwapErrorMessage(error), isUserRejection(error))
  }
  if (receipt?.status === 'reverted') return fail(SWAP_MESSAGES.SWAP_TRANSACTION_ERROR, false)
  if (approving) {
    stores.swap.setState({ pendingStep: undefined })
    const requoted = await refreshSwapQuote(stores, parameters)
    if (requoted.status === 'failed') return requoted
    return stores.swap.getState().swapTransaction === undefined
      ? { status: 'requoted' }
      : { status: 'approved', hash }
  }
  stores.swap.setState({ pendingStep: 'swapping' })
  try {
    await parameters.onSwapped?.({ sourceToken, toToken })
  } catch {
    // The swap went through: a failed balance refresh must not turn it into a failure.
  }
  showSnackbar({
    variant: 'success',
    message: formatMessage(SWAP_MESSAGES.SWAP_SUCCESS, getSwapAmounts(state)),
  })
  track?.({ event: 'SWAP_SUCCESS', properties: { ...properties, hash } })
  resetSwap(stores)
  showAccountAfterSwap(stores)
  return { status: 'swapped', hash }
}
