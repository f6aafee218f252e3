import type { Namespace } from '@atrium/common'
import type { AccountStore } from '../account/createAccountStore.js'
import type { AdapterSession } from '../adapters/ChainAdapter.js'
import {
  type AdapterRegistry,
  getAdapter,
  isAdapterRegistryEmpty,
} from '../adapters/createAdapterRegistry.js'
import type { ConnectorsStore } from '../connectors/createConnectorsStore.js'
import { applyActiveConnector } from '../connectors/setActiveConnector.js'
import { setConnectedNamespace } from '../connectors/setConnectedNamespace.js'
import { ConnectionControllerClientNotSetError } from '../errors/connection.js'
import type { ChainAdapterNotFoundError, ChainRequiredError } from '../errors/network.js'
import type { NetworkStore } from '../network/createNetworkStore.js'
import type { ResolveNetwork } from '../network/resolveUnknownNetwork.js'
import type { AtriumStorage } from '../storage/createAtriumStorage.js'
import { applyAdapterAccounts } from './applyAdapterSession.js'
import type { ConnectionStore } from './createConnectionStore.js'
import { setAdapterNetwork } from './setAdapterNetwork.js'

export type ConnectAdapterStores = {
  readonly connection: ConnectionStore
  readonly account: AccountStore
  readonly network: NetworkStore
  readonly connectors: ConnectorsStore
}

export type ConnectAdapterParameters = {
  readonly registry: AdapterRegistry
  readonly storage: AtriumStorage
  readonly namespace: Namespace
  readonly connectorId: string
  /** Completes a network the wallet is on that the app did not request (see `setAdapterNetwork`). */
  readonly resolveNetwork?: ResolveNetwork | undefined
}
export type ConnectAdapterReturnType = AdapterSession
export type ConnectAdapterErrorType =
  | ConnectionControllerClientNotSetError
  | ChainAdapterNotFoundError
  | ChainRequiredError
  /** The adapter's own coded error (e.g. user rejected), rethrown as it is. */
  | Error

/**
 * [CONN-001] Connects one wallet through its namespace's adapter: status `'connecting'`, then on
 * success the account (CAIP address, accounts, status), the wallet's network, the active connector
 * and its stored id (STORE-007), the connected namespace (STORE-010) and status `'connected'`
 * (stored, STORE-009). On failure the status returns to `'disconnected'` and the error is rethrown.
 *
 * @throws ConnectionControllerClientNotSetError when no adapter is registered yet (ERR-017).
 * @throws ChainAdapterNotFoundError when none serves `namespace` (ERR-015).
 */
export async function connectAdapter(
  stores: ConnectAdapterStores,
  parameters: ConnectAdapterParameters,
): Promise<ConnectAdapterReturnType> {
  const { registry, storage, namespace, connectorId } = parameters
  if (isAdapterRegistryEmpty(registry)) throw new ConnectionControllerClientNotSetError()
  const adapter = getAdapter(registry, namespace)
  const networkId = stores.network.getState().chains[namespace].caipNetwork?.caipNetworkId
  stores.connection.setState({ status: 'connecting' })
  let session: AdapterSession
  try {
    session = await adapter.connect({ connectorId, networkId })
  } catch (error) {
    stores.connection.setState({ status: 'disconnected' })
    throw error
  }
  const connector = stores.connectors
    .getState()
    .allConnectors.find((entry) => entry.id === session.connectorId && entry.chain === namespace)
  stores.account.setState((state) =>
    applyAdapterAccounts(state, { namespace, accounts: session.accounts, connector }),
  )
  setAdapterNetwork(stores, {
    networkId: session.networkId,
    makeActive: true,
    resolveNetwork: parameters.resolveNetwork,
  })
  stores.connectors.setState((state) =>
    connector === undefined
      ? { ...state, activeConnectorIds: { ...state.activeConnectorIds, [namespace]: session.connectorId } }
      : applyActiveConnector(state, { namespace, connector }),
  )
  storage.setConnectedConnectorId(namespace, session.connectorId)
  setConnectedNamespace(stores, { namespace, connected: true, storage })
  storage.setActiveNamespace(namespace)
  storage.setActiveCaipNetworkId(session.networkId)
  stores.connection.setState({ status: 'connected' })
  storage.setConnectionStatus('connected')
  return session
}
