import type { ConnectionState, ConnectionStore } from './createConnectionStore.js'

/** The connection fields a caller may set directly; the pairing fields have their own actions. */
export type UpdateConnectionParameters = Partial<
  Pick<ConnectionState, 'wcLinking' | 'recentWallet' | 'wcBasic' | 'wcError'>
>
export type UpdateConnectionReturnType = undefined
export type UpdateConnectionErrorType = never

/** Pure: `state` with the given fields replaced. */
export function applyConnectionUpdate(
  state: ConnectionState,
  input: UpdateConnectionParameters,
): ConnectionState {
  return { ...state, ...input }
}

/** Sets `wcLinking`, `recentWallet`, `wcBasic` or `wcError` (CONN-002). */
export function updateConnection(
  stores: { readonly connection: ConnectionStore },
  parameters: UpdateConnectionParameters,
): UpdateConnectionReturnType {
  stores.connection.setState((state) => applyConnectionUpdate(state, parameters))
}
