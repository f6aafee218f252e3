import type { ConnectionStatus } from '@atrium/common'
import type { AtriumStorage } from '../storage/createAtriumStorage.js'
import type { ConnectionStore } from './createConnectionStore.js'

export type SetConnectionStatusParameters = {
  readonly status: ConnectionStatus
  readonly storage?: AtriumStorage | undefined
}
export type SetConnectionStatusReturnType = undefined
export type SetConnectionStatusErrorType = never

/** [CONN-001] Sets the connection status and, when `storage` is given, stores it (STORE-009). */
export function setConnectionStatus(
  stores: { readonly connection: ConnectionStore },
  parameters: SetConnectionStatusParameters,
): SetConnectionStatusReturnType {
  stores.connection.setState({ status: parameters.status })
  parameters.storage?.setConnectionStatus(parameters.status)
}
