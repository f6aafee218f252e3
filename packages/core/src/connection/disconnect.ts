import { NAMESPACES, type Namespace } from '@atrium/common'
import type { AccountStore } from '../account/createAccountStore.js'
import { resetAccount } from '../account/resetAccount.js'
import { type AdapterRegistry, listAdapters } from '../adapters/createAdapterRegistry.js'
import type { TrackEvent } from '../analytics/TrackEvent.js'
import type { ConnectorsStore } from '../connectors/createConnectorsStore.js'
import { setConnectedNamespace } from '../connectors/setConnectedNamespace.js'
import { applyFilterByNamespace } from '../connectors/setFilterByNamespace.js'
import { DisconnectFailedError } from '../errors/connection.js'
import type { NetworkStore } from '../network/createNetworkStore.js'
import { resetNetwork } from '../network/resetNetwork.js'
import type { AtriumStorage } from '../storage/createAtriumStorage.js'
import type { ConnectionStore } from './createConnectionStore.js'
import { resetConnection } from './resetConnection.js'

export type DisconnectStores = {
  readonly connection: ConnectionStore
  readonly account: AccountStore
  readonly network: NetworkStore
  readonly connectors: ConnectorsStore
}

export type DisconnectParameters = {
  readonly registry: AdapterRegistry
  readonly storage: AtriumStorage
  readonly track?: TrackEvent | undefined
  /** [CONN-019] Clears the sign-in sessions (SIWX); injected by the sign-in feature. */
  readonly clearSessions?: (() => Promise<void>) | undefined
  /** Passed on to `resetConnection` (CONN-018). */
  readonly clearTransactionHistory?: (() => void) | undefined
}

export type DisconnectReturnType = undefined
export type DisconnectErrorType = DisconnectFailedError

/**
 * [CONN-019..024] Disconnects everything: clears the sign-in sessions, asks every registered
 * adapter with a live connection to disconnect, resets the account and network state of every
 * namespace whose adapter succeeded (removing its connector id, ACCT-008), resets the pairing
 * (CONN-018) and removes the stored social provider. Tracks `DISCONNECT_SUCCESS`.
 *
 * A namespace whose adapter fails keeps its state (its session may still be live). Any failure
 * tracks `DISCONNECT_ERROR` and throws 'Failed to disconnect' once every adapter was tried.
 *
 * @throws DisconnectFailedError with `cause` = the first failure and `meta.failures` by namespace.
 */
export async function disconnect(stores: DisconnectStores, parameters: DisconnectParameters): Promise<void> {
  const { registry, storage, track } = parameters
  const failures: Partial<Record<Namespace, unknown>> = {}
  try {
    await parameters.clearSessions?.()
  } catch (cause) {
    track?.({ event: 'DISCONNECT_ERROR' })
    throw new DisconnectFailedError({ cause, details: 'Clearing the sign-in sessions failed' })
  }

  const connectorIds = stores.connectors.getState().activeConnectorIds
  await Promise.all(
    listAdapters(registry).map(async (adapter) => {
      const connectorId =
        connectorIds[adapter.namespace] ?? storage.getConnectedConnectorId(adapter.namespace)
      if (connectorId === undefined) return
      try {
        await adapter.disconnect({ connectorId })
      } catch (cause) {
        failures[adapter.namespace] = cause
      }
    }),
  )

  for (const namespace of NAMESPACES) {
    if (namespace in failures) continue
    resetAccount(stores, { namespace, storage })
    resetNetwork(stores, { namespace })
    setConnectedNamespace(stores, { namespace, connected: false, storage })
  }
  resetConnection(stores, { storage, clearTransactionHistory: parameters.clearTransactionHistory })
  stores.connectors.setState((state) => applyFilterByNamespace(state, undefined))
  storage.removeConnectedSocialProvider()
  storage.removeConnectedSocialUsername()
  storage.setConnectionStatus('disconnected')

  const failed = Object.entries(failures)
  if (failed.length > 0) {
    track?.({ event: 'DISCONNECT_ERROR' })
    throw new DisconnectFailedError({
      cause: failed[0]?.[1],
      details: `Adapters failed: ${failed.map(([namespace]) => namespace).join(', ')}`,
      meta: { failures },
    })
  }
  track?.({ event: 'DISCONNECT_SUCCESS' })
}
