import { NAMESPACES, type Namespace } from '@atrium/common'
import { createStore } from 'zustand/vanilla'
import type { Connector } from './Connector.js'

/**
 * [CONNECTOR-003] Connector state (SPEC §3): every connector the adapters reported
 * (`allConnectors`), the list shown (`connectors`: merged multi-chain entries, narrowed by
 * `filterByNamespace`), the active connector, the connector id per namespace, and the namespaces
 * with a live connection (STORE-010/011).
 */
export type ConnectorsState = {
  readonly allConnectors: readonly Connector[]
  readonly connectors: readonly Connector[]
  readonly activeConnector: Connector | undefined
  readonly filterByNamespace: Namespace | undefined
  readonly activeConnectorIds: Readonly<Record<Namespace, string | undefined>>
  readonly connectedNamespaces: readonly Namespace[]
}

/** The state of a fresh connectors store. */
export function getInitialConnectorsState(): ConnectorsState {
  const activeConnectorIds = Object.fromEntries(NAMESPACES.map((namespace) => [namespace, undefined]))
  return {
    allConnectors: [],
    connectors: [],
    activeConnector: undefined,
    filterByNamespace: undefined,
    activeConnectorIds: activeConnectorIds as Record<Namespace, undefined>,
    connectedNamespaces: [],
  }
}

/**
 * Creates the connectors store of one modal instance.
 *
 * @example
 * const connectors = createConnectorsStore()
 * connectors.getState().activeConnectorIds.solana // undefined
 */
export function createConnectorsStore(initial?: Partial<ConnectorsState>) {
  return createStore<ConnectorsState>()(() => ({ ...getInitialConnectorsState(), ...initial }))
}

/** The store made by `createConnectorsStore`. */
export type ConnectorsStore = ReturnType<typeof createConnectorsStore>
