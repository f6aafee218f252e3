import { type Namespace, parseCaipAddress } from '@atrium/common'
import type { AccountStore } from '../account/createAccountStore.js'
import type { AdapterRegistry } from '../adapters/createAdapterRegistry.js'
import type { TrackEvent } from '../analytics/TrackEvent.js'
import type { TokenBalance } from '../blockchainApi/tokenBalanceSchema.js'
import { createDelayedRun } from '../connection/createDelayedRun.js'
import type { Timers } from '../connection/Timers.js'
import type { NetworkStore } from '../network/createNetworkStore.js'
import type { RouterStore } from '../router/createRouterStore.js'
import type { SendStore } from './createSendStore.js'
import { type EstimateSendFeeReturnType, estimateSendFee } from './estimateSendFee.js'
import { toSendProblem } from './getSendProblem.js'
import { readReceiver } from './readReceiver.js'
import { type SendSnackbar, type SendTokenReturnType, sendToken } from './sendToken.js'

/**
 * How long the form must stay unchanged before its fee is estimated. The Send view asks on every
 * keystroke of the amount and the receiver; each estimate is two or more node requests (gas, gas
 * price, and the receiver check), so typing "0.0125" would otherwise send five estimates for
 * amounts nobody means. 300 ms is under the pause between words of a typist and above the gap
 * between keystrokes of one.
 */
export const SEND_FEE_ESTIMATE_DELAY_MS = 300

/** Stores the send actions read and write. */
export type SendActionsStores = {
  readonly send: SendStore
  readonly router: RouterStore
  readonly network: NetworkStore
  readonly account: AccountStore
}

/** Parameters of `createSendActions`. */
export type CreateSendActionsParameters = {
  readonly registry: AdapterRegistry
  readonly track?: TrackEvent | undefined
  readonly showSnackbar: (snackbar: SendSnackbar) => void
  /** Wait `SEND_FEE_ESTIMATE_DELAY_MS` before a fee estimate. */
  readonly timers: Timers
  /** Reads the balances of `namespace` again once a send of `token` was accepted. */
  readonly onSent?:
    | ((sent: { readonly namespace: Namespace; readonly token: TokenBalance }) => void)
    | undefined
}

/**
 * The Send view's actions (`appKit.send`), each for the active namespace's connected account at the time of the
 * call, through that namespace's adapter: the fee estimate, the receiver check and the send.
 * None rejects; without a connected account the fee is `unsupported`, no receiver is valid and the
 * send is stopped. `estimateFee` waits `SEND_FEE_ESTIMATE_DELAY_MS`: a call made meanwhile takes
 * its place and the earlier one resolves `stale` without asking the node.
 */
export function createSendActions(stores: SendActionsStores, parameters: CreateSendActionsParameters) {
  const current = () => {
    const namespace = stores.network.getState().activeNamespace
    if (namespace === undefined) return undefined
    const { caipAddress } = stores.account.getState().chains[namespace]
    const adapter = parameters.registry.adapters.get(namespace)
    if (caipAddress === undefined || adapter === undefined) return undefined
    return { namespace, from: caipAddress, adapter }
  }
  const delayed = createDelayedRun(parameters.timers, SEND_FEE_ESTIMATE_DELAY_MS)
  return {
    estimateFee: (): Promise<EstimateSendFeeReturnType> =>
      delayed(
        () => {
          const account = current()
          return account === undefined ? { status: 'unsupported' } : estimateSendFee(stores, account)
        },
        { status: 'stale' },
      ),
    /** Whether the adapter sends tokens (`buildTokenTransfer`), not only the native currency. */
    canTransferTokens: async (): Promise<boolean> => current()?.adapter.buildTokenTransfer !== undefined,
    isReceiverValid: async (address: string): Promise<boolean> => {
      const account = current()
      if (account === undefined) return false
      const { caipNetworkId: networkId } = parseCaipAddress(account.from)
      return (await readReceiver(account.adapter, { receiverAddress: address, networkId })) !== undefined
    },
    send: async (): Promise<SendTokenReturnType> => {
      const account = current()
      if (account === undefined) return { status: 'stopped', problem: toSendProblem('SEND_UNSUPPORTED') }
      return sendToken(stores, {
        adapter: account.adapter,
        from: account.from,
        track: parameters.track,
        showSnackbar: parameters.showSnackbar,
        onSent: (token) => parameters.onSent?.({ namespace: account.namespace, token }),
      })
    },
  }
}

/** The actions `createSendActions` returns. */
export type SendActions = ReturnType<typeof createSendActions>
