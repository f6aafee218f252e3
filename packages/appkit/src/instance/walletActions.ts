import { type CaipNetwork, type Namespace, UnsupportedProviderMethodError } from '@atrium/common'
import {
  type AdapterCall,
  type AdapterCallsStatus,
  type AdapterRegistry,
  type AtriumStorage,
  disconnect,
  getAdapter,
  sendCalls,
  switchNetwork,
  type TrackEvent,
} from '@atrium/core'
import type { createAppKitStores } from '../stores/createAppKitStores.js'
import type { WalletConnectConnection } from '../walletconnect/createWalletConnectConnection.js'

/** What the user's wallet actions work on: one modal instance's stores, adapters and services. */
export type WalletActionsContext = {
  readonly stores: ReturnType<typeof createAppKitStores>
  readonly registry: AdapterRegistry
  readonly storage: AtriumStorage
  readonly track: TrackEvent
  readonly walletConnect: Pick<WalletConnectConnection, 'disconnect'>
  /** [CONN-019] Signs out of the sign-in sessions on disconnect, when configured. */
  readonly clearSessions: (() => Promise<void>) | undefined
  /** Refreshes a namespace's balance after a transaction. */
  readonly fetchBalance: (parameters: { readonly namespace: Namespace }) => Promise<unknown>
}

/** The connected CAIP-10 address of `namespace`, or `undefined` (also without an active namespace). */
function caipAddressOf(context: WalletActionsContext, namespace: Namespace | undefined) {
  return namespace === undefined ? undefined : context.stores.account.getState().chains[namespace].caipAddress
}

/**
 * `appKit.signMessage` for `namespace`: through its adapter (or WalletConnect, see
 * `routeToWalletConnect`). This module is imported on the first wallet action, so its code and
 * errors are not start-up code.
 *
 * @throws UnsupportedProviderMethodError when nothing is connected there or the adapter cannot sign.
 */
export async function signWithAccount(
  context: WalletActionsContext,
  parameters: { readonly message: string; readonly namespace: Namespace | undefined },
): Promise<string> {
  const { message, namespace } = parameters
  const caipAddress = caipAddressOf(context, namespace)
  if (caipAddress === undefined || namespace === undefined)
    throw new UnsupportedProviderMethodError({ details: 'signMessage: no connected account' })
  const adapter = getAdapter(context.registry, namespace)
  if (adapter.signMessage === undefined)
    throw new UnsupportedProviderMethodError({ details: `signMessage on ${namespace}` })
  return adapter.signMessage({ caipAddress, message })
}

/**
 * `appKit.sendTransaction` from the account of `namespace`; refreshes its balance once sent.
 *
 * @throws UnsupportedProviderMethodError when nothing is connected there or the adapter cannot send.
 */
export async function sendFromAccount(
  context: WalletActionsContext,
  parameters: {
    readonly to: string
    readonly value: bigint
    readonly data?: string | undefined
    readonly namespace: Namespace | undefined
  },
): Promise<string> {
  const { to, value, data, namespace } = parameters
  const from = caipAddressOf(context, namespace)
  if (from === undefined || namespace === undefined)
    throw new UnsupportedProviderMethodError({ details: 'sendTransaction: no connected account' })
  const adapter = getAdapter(context.registry, namespace)
  if (adapter.sendTransaction === undefined)
    throw new UnsupportedProviderMethodError({ details: `sendTransaction on ${namespace}` })
  const hash = await adapter.sendTransaction({ from, to, value, ...(data === undefined ? {} : { data }) })
  void context.fetchBalance({ namespace })
  return hash
}

/**
 * `appKit.sendCalls` from the account of `namespace` (core's `sendCalls`: VAL-013 checked, then
 * the adapter's `wallet_sendCalls` or one transaction after another); refreshes its balance once sent.
 *
 * @throws UnsupportedProviderMethodError when nothing is connected there.
 * @throws InvalidSendCallsTargetError when a call's `to` does not start with '0x' (VAL-013).
 */
export async function sendCallsFromAccount(
  context: WalletActionsContext,
  parameters: { readonly calls: readonly AdapterCall[]; readonly namespace: Namespace | undefined },
): Promise<{ readonly id: string }> {
  const { calls, namespace } = parameters
  const from = caipAddressOf(context, namespace)
  if (from === undefined || namespace === undefined)
    throw new UnsupportedProviderMethodError({ details: 'sendCalls: no connected account' })
  const batch = await sendCalls({ registry: context.registry }, { from, calls })
  void context.fetchBalance({ namespace })
  return batch
}

/**
 * `appKit.getCallsStatus` (once) or, with `wait`, `appKit.waitForCallsStatus` (until the batch is
 * no longer pending) for a batch `sendCalls` started on `namespace`.
 *
 * @throws UnsupportedProviderMethodError when the namespace's adapter has no batches.
 */
export async function readCallsStatus(
  context: WalletActionsContext,
  parameters: {
    readonly id: string
    readonly namespace: Namespace | undefined
    readonly wait?: { readonly timeout?: number | undefined } | undefined
  },
): Promise<AdapterCallsStatus> {
  const { id, namespace, wait } = parameters
  const adapter = getAdapter(context.registry, namespace)
  const read = wait === undefined ? adapter.getCallsStatus : adapter.waitForCallsStatus
  if (read === undefined)
    throw new UnsupportedProviderMethodError({ details: `calls status on ${namespace}` })
  return read({ id, ...(wait?.timeout === undefined ? {} : { timeout: wait.timeout }) })
}

/** `appKit.switchNetwork`: core's `switchNetwork` with this instance's adapters. */
export async function switchToNetwork(
  context: WalletActionsContext,
  caipNetwork: CaipNetwork,
): Promise<void> {
  const { stores, registry, storage, track } = context
  await switchNetwork(stores, { caipNetwork, registry, storage, track })
}

/** `appKit.disconnect`: ends the WalletConnect session (if any), then every namespace (core's `disconnect`). */
export async function disconnectAll(context: WalletActionsContext): Promise<void> {
  const { stores, registry, storage, track, clearSessions } = context
  await context.walletConnect.disconnect().catch(() => undefined)
  await disconnect(stores, { registry, storage, track, clearSessions })
}

/**
 * Rejects a wallet method an adapter does not have (see `routeToWalletConnect`).
 *
 * @throws UnsupportedProviderMethodError always.
 */
export function rejectUnsupportedMethod(details: string): never {
  throw new UnsupportedProviderMethodError({ details })
}
