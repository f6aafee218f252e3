import type { ConnectionState, ConnectionStore } from './createConnectionStore.js'
import { getPairingExpiry } from './isPairingExpired.js'
import type { Clock } from './Timers.js'

export type SetPairingUriParameters = { readonly uri: string; readonly clock: Clock }
export type SetPairingUriReturnType = undefined
export type SetPairingUriErrorType = never

/** [CONN-003] Pure: the new pairing URI, valid until now + 4 minutes; clears a previous failure. */
export function applyPairingUri(
  state: ConnectionState,
  input: { uri: string; now: number },
): ConnectionState {
  return { ...state, wcUri: input.uri, wcPairingExpiry: getPairingExpiry(input.now), wcError: false }
}

/**
 * [CONN-003] Stores a new pairing URI with its expiry (creation time from `clock` + 4 minutes).
 *
 * @example
 * setPairingUri({ connection }, { uri: 'wc:abc@2?…', clock: Date })
 */
export function setPairingUri(
  stores: { readonly connection: ConnectionStore },
  parameters: SetPairingUriParameters,
): SetPairingUriReturnType {
  stores.connection.setState((state) =>
    applyPairingUri(state, { uri: parameters.uri, now: parameters.clock.now() }),
  )
}
