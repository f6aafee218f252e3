import type { Namespace } from '@atrium/common'
import type { AtriumStorage } from '../storage/createAtriumStorage.js'
import type { ConnectorsState, ConnectorsStore } from './createConnectorsStore.js'

export type RemoveConnectorIdParameters = {
  readonly namespace: Namespace
  readonly storage: AtriumStorage
}
export type RemoveConnectorIdReturnType = undefined
export type RemoveConnectorIdErrorType = never

/** Pure: no connector id for `namespace`; the active connector goes too when it was that one. */
export function applyConnectorIdRemoval(state: ConnectorsState, namespace: Namespace): ConnectorsState {
  const removedId = state.activeConnectorIds[namespace]
  const activeConnector =
    state.activeConnector !== undefined && state.activeConnector.id === removedId
      ? undefined
      : state.activeConnector
  return {
    ...state,
    activeConnector,
    activeConnectorIds: { ...state.activeConnectorIds, [namespace]: undefined },
  }
}

/** [ACCT-008][CONN-022] Forgets the connector id of `namespace`, in state and in storage. */
export function removeConnectorId(
  stores: { readonly connectors: ConnectorsStore },
  parameters: RemoveConnectorIdParameters,
): RemoveConnectorIdReturnType {
  stores.connectors.setState((state) => applyConnectorIdRemoval(state, parameters.namespace))
  parameters.storage.removeConnectedConnectorId(parameters.namespace)
}
