import type { Namespace } from '@atrium/common'
import type { ConnectorsState, ConnectorsStore } from './createConnectorsStore.js'
import { getShownConnectors } from './setConnectors.js'

export type SetFilterByNamespaceParameters = {
  /** `undefined` clears the filter. */
  readonly namespace: Namespace | undefined
}
export type SetFilterByNamespaceReturnType = undefined
export type SetFilterByNamespaceErrorType = never

/** Pure: the filter set (or cleared) and the shown connectors recomputed. */
export function applyFilterByNamespace(
  state: ConnectorsState,
  namespace: Namespace | undefined,
): ConnectorsState {
  return {
    ...state,
    filterByNamespace: namespace,
    connectors: getShownConnectors(state.allConnectors, namespace),
  }
}

/**
 * [CONNECTOR-008][CONNECTOR-009] Narrows the shown connectors to one namespace, or with
 * `undefined` shows all of them again.
 */
export function setFilterByNamespace(
  stores: { readonly connectors: ConnectorsStore },
  parameters: SetFilterByNamespaceParameters,
): SetFilterByNamespaceReturnType {
  stores.connectors.setState((state) => applyFilterByNamespace(state, parameters.namespace))
}
