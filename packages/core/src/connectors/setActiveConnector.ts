import type { Namespace } from '@atrium/common'
import type { AtriumStorage } from '../storage/createAtriumStorage.js'
import type { Connector } from './Connector.js'
import type { ConnectorsState, ConnectorsStore } from './createConnectorsStore.js'

export type SetActiveConnectorParameters = {
  readonly namespace: Namespace
  readonly connector: Connector
  readonly storage: AtriumStorage
}
export type SetActiveConnectorReturnType = undefined
export type SetActiveConnectorErrorType = never

/** Pure: `connector` active, its id recorded for `namespace`. */
export function applyActiveConnector(
  state: ConnectorsState,
  input: { readonly namespace: Namespace; readonly connector: Connector },
): ConnectorsState {
  return {
    ...state,
    activeConnector: input.connector,
    activeConnectorIds: { ...state.activeConnectorIds, [input.namespace]: input.connector.id },
  }
}

/** [CONNECTOR-003] Makes `connector` active for `namespace` and stores its id (STORE-007). */
export function setActiveConnector(
  stores: { readonly connectors: ConnectorsStore },
  parameters: SetActiveConnectorParameters,
): SetActiveConnectorReturnType {
  stores.connectors.setState((state) => applyActiveConnector(state, parameters))
  parameters.storage.setConnectedConnectorId(parameters.namespace, parameters.connector.id)
}
