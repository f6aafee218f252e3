import type { Namespace } from '@atrium/common'
import {
  type AdapterRegistry,
  type AdapterSession,
  type AtriumStorage,
  type ChainAdapter,
  type ConnectAdapterStores,
  connectAdapter,
  createAdapterRegistry,
  listAdapters,
  setConnectionStatus,
} from '@atrium/core'
import { resolveCatalogueNetwork } from '../network/resolveCatalogueNetwork.js'

/** An adapter whose `connect` hands back a session already restored, without asking the wallet again. */
function withRestoredSession(adapter: ChainAdapter, session: AdapterSession): ChainAdapter {
  return {
    namespace: adapter.namespace,
    listWallets: () => adapter.listWallets(),
    connect: async () => session,
    disconnect: (parameters) => adapter.disconnect(parameters),
    subscribe: (listener) => adapter.subscribe(listener),
  }
}

export type RestoreSessionsParameters = {
  readonly registry: AdapterRegistry
  readonly storage: AtriumStorage
}
/** The namespaces whose session came back. */
export type RestoreSessionsReturnType = readonly Namespace[]
/** Never rejects: a wallet that cannot restore its session leaves the namespace disconnected. */
export type RestoreSessionsErrorType = never

/**
 * Restores, without a prompt, the session each adapter had at the last visit: the stored connector
 * id (STORE-007) is handed to the adapter's `reconnect`. A restored session goes through core's
 * `connectAdapter`, so the stores end exactly as after a connect; the status is `connecting`
 * meanwhile. A session the wallet no longer has forgets the stored id; never rejects. Resolves with
 * the namespaces restored.
 */
export async function restoreSessions(
  stores: ConnectAdapterStores,
  parameters: RestoreSessionsParameters,
): Promise<RestoreSessionsReturnType> {
  const { registry, storage } = parameters
  const restorable = listAdapters(registry).flatMap((adapter) => {
    const connectorId = storage.getConnectedConnectorId(adapter.namespace)
    return connectorId === undefined || adapter.reconnect === undefined ? [] : [{ adapter, connectorId }]
  })
  if (restorable.length === 0) return []
  setConnectionStatus(stores, { status: 'connecting' })
  const restored: Namespace[] = []
  await Promise.all(
    restorable.map(async ({ adapter, connectorId }) => {
      const session = await adapter.reconnect?.({ connectorId }).catch(() => undefined)
      if (session === undefined) {
        storage.removeConnectedConnectorId(adapter.namespace)
        return
      }
      restored.push(adapter.namespace)
      await connectAdapter(stores, {
        registry: createAdapterRegistry([withRestoredSession(adapter, session)]),
        storage,
        namespace: adapter.namespace,
        connectorId,
        resolveNetwork: resolveCatalogueNetwork,
      })
    }),
  )
  if (stores.connection.getState().status === 'connecting') {
    setConnectionStatus(stores, { status: 'disconnected', storage })
  }
  return restored
}
