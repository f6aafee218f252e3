import {
  type CaipAddress,
  formatMessage,
  isUserRejection,
  parseCaipAddress,
  SWAP_MESSAGES,
} from '@atrium/common'
import type { ChainAdapter } from '../adapters/ChainAdapter.js'
import type { TrackEvent } from '../analytics/TrackEvent.js'
import { getSwapQuote } from '../blockchainApi/getSwapQuote.js'
import { showAccountAfterSwap } from '../router/showAccountAfterSwap.js'
import { readTokenUnits } from '../send/readTokenUnits.js'
import type { SwapAsset, SwapState, SwapTransactionState } from './createSwapStore.js'
import { getSwapAmounts } from './getSwapLoadingText.js'
import { readSwapErrorMessage } from './readSwapErrorMessage.js'
import { readSwapQuantity } from './readSwapQuantity.js'
import { type RefreshSwapQuoteParameters, refreshSwapQuote } from './refreshSwapQuote.js'
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

/** The destination amount a quote asked now gives for the form, `undefined` when it fails. */
async function readFreshToAmount(parameters: SwapTokensParameters, state: SwapState) {
  const { sourceToken, toToken } = state
  const amount = sourceToken === undefined ? undefined : readTokenUnits(sourceToken, state.sourceTokenAmount)
  if (sourceToken === undefined || toToken === undefined || amount === undefined) return undefined
  try {
    const { quotes } = await getSwapQuote(parameters.client, {
      caipNetworkId: parseCaipAddress(parameters.caipAddress).caipNetworkId,
      amount: amount.toString(),
      userAddress: parameters.caipAddress,
      from: sourceToken.address,
      to: toToken.address,
      gasPrice: state.gasPrice ?? '0',
    })
    return readSwapQuantity(quotes[0]?.toAmount ?? '')
  } catch {
    return undefined
  }
}

/**
 * Sends what the form's quote prepared, through the adapter's `sendTransaction`. A quote older than
 * the user's last edit, or than the chain's state (a quote asked now gives another amount: a block
 * moved the pool), is never sent: the form is quoted again first (`requoted`). With an approval
 * pending, the wallet is asked for it ('Approve limit increase in your wallet', SWAP-011), then the
 * quote and the swap transaction are rebuilt (SWAP-006); its failure tracks `SWAP_APPROVAL_ERROR`
 * (SWAP-032). Otherwise the swap ('Confirm transaction in your wallet' while the wallet decides,
 * SWAP-012; 'Swapping X to Y' once sent, SWAP-013); its failure tracks `SWAP_ERROR` (SWAP-031) and
 * shows its message or 'Transaction error' (SWAP-010); its success shows 'Swapped X to Y', tracks
 * `SWAP_SUCCESS`, resets the form and shows Account (SWAP-014, SWAP-030). Never rejects.
 */
export async function swapTokens(
  stores: SwapStores,
  parameters: SwapTokensParameters,
): Promise<SwapTokensReturnType> {
  const { adapter, caipAddress, track, showSnackbar } = parameters
  const state = stores.swap.getState()
  const { sourceToken, toToken } = state
  if (adapter.sendTransaction === undefined)
    return { status: 'stopped', message: SWAP_MESSAGES.SWAP_NETWORK_NOT_SUPPORTED }
  if (state.inputError !== undefined) return { status: 'stopped', message: state.inputError }
  if (state.pendingStep !== undefined || sourceToken === undefined || toToken === undefined)
    return { status: 'stopped' }
  const transaction = state.approvalTransaction ?? state.swapTransaction
  const fresh =
    transaction === undefined || state.quoteEditCount !== state.editCount
      ? undefined
      : await readFreshToAmount(parameters, state)
  if (
    transaction === undefined ||
    fresh?.toString() !== transaction.toAmount ||
    stores.swap.getState().editCount !== state.editCount
  ) {
    const requoted = await refreshSwapQuote(stores, parameters)
    return requoted.status === 'failed' ? requoted : { status: 'requoted' }
  }

  const approving = state.approvalTransaction !== undefined
  const properties = {
    network: parseCaipAddress(caipAddress).caipNetworkId,
    swapFromToken: sourceToken.symbol,
    swapToToken: toToken.symbol,
    swapFromAmount: state.sourceTokenAmount,
    swapToAmount: state.toTokenAmount,
    isSmartAccount: state.isSmartAccount,
  }
  stores.swap.setState({ pendingStep: approving ? 'approve' : 'confirm', transactionError: undefined })
  let hash: string
  try {
    hash = await adapter.sendTransaction(toAdapterTransaction(caipAddress, transaction))
  } catch (error) {
    const message = readSwapErrorMessage(error)
    stores.swap.setState({ pendingStep: undefined, transactionError: message })
    track?.({
      event: approving ? 'SWAP_APPROVAL_ERROR' : 'SWAP_ERROR',
      properties: { ...properties, message },
    })
    if (isUserRejection(error)) return { status: 'declined', message: SWAP_MESSAGES.SWAP_DECLINED }
    showSnackbar({ variant: 'error', message })
    return { status: 'failed', message }
  }
  if (approving) {
    stores.swap.setState({ pendingStep: undefined })
    await refreshSwapQuote(stores, parameters)
    return { status: 'approved', hash }
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
