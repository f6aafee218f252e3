import {
  type AdapterRegistry,
  type AtriumStorage,
  addRecentWallet,
  type ConnectAdapterStores,
  type Connector,
  connectAdapter,
  type NetworkStore,
  type TrackEvent,
} from '@atrium/core'
import { resolveCatalogueNetwork } from '../network/resolveCatalogueNetwork.js'
import { toRecentWallet } from './toRecentWallet.js'

export type ConnectConnectorParameters = {
  readonly connector: Connector
  readonly registry: AdapterRegistry
  readonly storage: AtriumStorage
  readonly track: TrackEvent
}
export type ConnectConnectorReturnType = undefined
/** The adapter's coded error (e.g. `RPC_USER_REJECTED_REQUEST`), or core's `connectAdapter` errors. */
export type ConnectConnectorErrorType = Error

/**
 * The member of a merged multi-chain entry (CONNECTOR-005) serving the active namespace, else its
 * first member; a plain connector is itself.
 */
export function pickConnectorMember(connector: Connector, activeNamespace: string | undefined): Connector {
  const members = connector.connectors
  if (members === undefined || members.length === 0) return connector
  return members.find((member) => member.chain === activeNamespace) ?? members[0] ?? connector
}

/**
 * [CONN-001] Connects a connector of the list through its namespace's adapter (core's
 * `connectAdapter` writes every store), then stores it among the recent wallets (CONNECTOR-015/016)
 * and tracks `CONNECT_SUCCESS` (EVT-005) with `method: 'browser'` and the wallet's name. A failure
 * (the user refused, …) is rethrown as the adapter coded it; nothing is recorded then.
 */
export async function connectConnector(
  stores: ConnectAdapterStores & { readonly network: NetworkStore },
  parameters: ConnectConnectorParameters,
): Promise<ConnectConnectorReturnType> {
  const { connector, registry, storage, track } = parameters
  const member = pickConnectorMember(connector, stores.network.getState().activeNamespace)
  await connectAdapter(stores, {
    registry,
    storage,
    namespace: member.chain,
    connectorId: member.id,
    resolveNetwork: resolveCatalogueNetwork,
  })
  storage.setRecentWallets(addRecentWallet(storage.getRecentWallets(), toRecentWallet(connector)))
  track({ event: 'CONNECT_SUCCESS', properties: { method: 'browser', name: connector.name } })
  return undefined
}
