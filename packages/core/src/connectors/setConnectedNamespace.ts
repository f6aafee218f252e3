import type { Namespace } from '@atrium/common'
import { addConnectedNamespace, removeConnectedNamespace } from '../storage/connectedNamespaces.js'
import type { AtriumStorage } from '../storage/createAtriumStorage.js'
import type { ConnectorsState, ConnectorsStore } from './createConnectorsStore.js'

export type SetConnectedNamespaceParameters = {
  readonly namespace: Namespace
  /** `true` adds the namespace (if absent), `false` removes it. */
  readonly connected: boolean
  readonly storage: AtriumStorage
}
export type SetConnectedNamespaceReturnType = undefined
export type SetConnectedNamespaceErrorType = never

/** [STORE-011] Pure: appends `namespace` if absent, or deletes it; never duplicates. */
export function applyConnectedNamespace(
  state: ConnectorsState,
  input: { readonly namespace: Namespace; readonly connected: boolean },
): ConnectorsState {
  const connectedNamespaces = input.connected
    ? addConnectedNamespace(state.connectedNamespaces, input.namespace)
    : removeConnectedNamespace(state.connectedNamespaces, input.namespace)
  return connectedNamespaces === state.connectedNamespaces ? state : { ...state, connectedNamespaces }
}

/**
 * [STORE-010][STORE-011] Marks a namespace connected or not, in state and in storage (stored
 * comma-joined by the storage layer).
 */
export function setConnectedNamespace(
  stores: { readonly connectors: ConnectorsStore },
  parameters: SetConnectedNamespaceParameters,
): SetConnectedNamespaceReturnType {
  stores.connectors.setState((state) => applyConnectedNamespace(state, parameters))
  if (parameters.connected) parameters.storage.addConnectedNamespace(parameters.namespace)
  else parameters.storage.removeConnectedNamespace(parameters.namespace)
}
