import {
  type CaipAddress,
  COMMON_MESSAGES,
  isUserRejection,
  parseCaipAddress,
  SEND_MESSAGES,
} from '@atrium/common'
import type { ChainAdapter } from '../adapters/ChainAdapter.js'
import type { TrackEvent } from '../analytics/TrackEvent.js'
import type { TokenBalance } from '../blockchainApi/tokenBalanceSchema.js'
import type { RouterStore } from '../router/createRouterStore.js'
import { showAccountAfterSend } from '../router/showAccountAfterSend.js'
import { buildSendTransaction } from './buildSendTransaction.js'
import type { SendStore } from './createSendStore.js'
import { getSendProblem, type SendProblem, toSendProblem } from './getSendProblem.js'
import { readReceiver } from './readReceiver.js'
import { readSendErrorMessage } from './readSendErrorMessage.js'
import { readTokenUnits } from './readTokenUnits.js'
import { resetSend } from './resetSend.js'

/** Stores `sendToken` touches. */
export type SendTokenStores = { readonly send: SendStore; readonly router: RouterStore }

/** The snackbar a send asks for. */
export type SendSnackbar = { readonly variant: 'success' | 'error'; readonly message: string }

/** Parameters of `sendToken`. */
export type SendTokenParameters = {
  /** The active namespace's adapter: it validates, builds and has the wallet sign. */
  readonly adapter: ChainAdapter
  /** The sending account. */
  readonly from: CaipAddress
  readonly track?: TrackEvent | undefined
  /** Shows the snackbar (the snackbar store's action, injected by the caller). */
  readonly showSnackbar: (snackbar: SendSnackbar) => void
  /** Called with the token sent once the chain accepted the send, e.g. to read the balances again. */
  readonly onSent?: ((token: TokenBalance) => void) | undefined
}

/**
 * `sent`: the wallet signed and the chain accepted it; `stopped`: a guard refused the form before
 * anything was signed (`problem` says why); `declined`: the wallet refused (4001), the form is
 * kept; `failed`: the wallet or the node failed, `message` is its readable reason.
 */
export type SendTokenReturnType =
  | { readonly status: 'sent'; readonly hash: string }
  | { readonly status: 'stopped'; readonly problem: SendProblem }
  | { readonly status: 'declined' | 'failed'; readonly message: string }
export type SendTokenErrorType = never

/**
 * Sends the form's amount of its token to its receiver through the adapter. First the guards of
 * `getSendProblem` with the receiver checked again by the adapter: a refused form signs nothing
 * and tracks nothing. Then `SEND_INITIATED` (SEND-005), the transaction (native, or the token's
 * transfer when it has an address, SEND-002) signed by the wallet. Once the chain accepted it
 * (the send has started), Account with no way back (SEND-006), 'Transaction started' (SEND-007),
 * `SEND_SUCCESS` (SEND-008), the form reset (SEND-009) and `onSent`. A failure tracks `SEND_ERROR`
 * with its message (SEND-010) and shows 'Something went wrong', or on Solana 'Failed to send
 * transaction. Please try again.' (SEND-011); a refusal in the wallet shows nothing and keeps the
 * form. Never rejects.
 */
export async function sendToken(
  stores: SendTokenStores,
  parameters: SendTokenParameters,
): Promise<SendTokenReturnType> {
  const { adapter, from, track, showSnackbar } = parameters
  const { namespace, caipNetworkId } = parseCaipAddress(from)
  if (adapter.sendTransaction === undefined)
    return { status: 'stopped', problem: toSendProblem('SEND_UNSUPPORTED') }
  const state = stores.send.getState()
  const receiver = await readReceiver(adapter, {
    receiverAddress: state.receiverAddress,
    networkId: caipNetworkId,
  })
  const problem = getSendProblem({
    state,
    receiverValid: receiver !== undefined,
    pricesGas: adapter.getGasPrice !== undefined,
  })
  const { token } = state
  const amount = token === undefined ? undefined : readTokenUnits(token, state.sendTokenAmount ?? '')
  if (problem !== undefined || token === undefined || amount === undefined || receiver === undefined)
    return { status: 'stopped', problem: problem ?? toSendProblem('SEND_ENTER_AMOUNT') }

  const properties = {
    isNativeToken: token.address === undefined,
    token: token.address ?? token.symbol,
    amount: state.sendTokenAmount,
    network: caipNetworkId,
  }
  track?.({ event: 'SEND_INITIATED', properties })
  stores.send.setState({ loading: true })
  try {
    const transaction = await buildSendTransaction(adapter, { from, to: receiver, token, amount })
    const hash = await adapter.sendTransaction(transaction)
    showAccountAfterSend(stores)
    showSnackbar({ variant: 'success', message: SEND_MESSAGES.TRANSACTION_STARTED })
    track?.({ event: 'SEND_SUCCESS', properties: { ...properties, hash } })
    resetSend(stores)
    parameters.onSent?.(token)
    return { status: 'sent', hash }
  } catch (error) {
    stores.send.setState({ loading: false })
    const message = readSendErrorMessage(error)
    track?.({ event: 'SEND_ERROR', properties: { ...properties, message } })
    if (isUserRejection(error)) return { status: 'declined', message: SEND_MESSAGES.SEND_DECLINED }
    showSnackbar({
      variant: 'error',
      message:
        namespace === 'solana' ? SEND_MESSAGES.SOLANA_SEND_FAILED : COMMON_MESSAGES.SOMETHING_WENT_WRONG,
    })
    return { status: 'failed', message }
  }
}
