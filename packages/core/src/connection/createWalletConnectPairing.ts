import { ProviderDisconnectedError } from '@atrium/common'
import type { TrackEvent } from '../analytics/TrackEvent.js'
import type { AtriumStorage } from '../storage/createAtriumStorage.js'
import { connectWalletConnect, type WalletConnectClient } from './connectWalletConnect.js'
import type { ConnectionStore } from './createConnectionStore.js'
import { finalizeConnection } from './finalizeConnection.js'
import type { PairingPlatform } from './getPairingStep.js'
import { isPairingExpired } from './isPairingExpired.js'
import type { Clock, Timers } from './Timers.js'

export type CreateWalletConnectPairingParameters = {
  /** The WalletConnect port (appkit's connection over the universal provider). */
  readonly client: WalletConnectClient
  /** Read at each connect (CONN-005..007): Telegram's web view and iOS Safari reuse pairings. */
  readonly getPlatform: () => PairingPlatform
  readonly clock: Clock
  readonly timers: Timers
  readonly storage: AtriumStorage
  readonly track?: TrackEvent | undefined
}

/** The WalletConnect pairings of one modal instance: one live pairing at a time. */
export type WalletConnectPairing = {
  /**
   * Resolves once the wallet approved the pairing and the connection was finalised (CONN-016/017);
   * rejects with the pairing's coded error. Joins the live pairing while its URI is valid (or not
   * yet known) unless `fresh`, which asks core's pairing rules for a new one.
   */
  connect(parameters?: {
    readonly signal?: AbortSignal | undefined
    readonly fresh?: boolean | undefined
  }): Promise<void>
  /** Starts a pairing unless the live one is still valid; its failure shows as `wcError` only. */
  prefetch(): void
}

/**
 * [CONN-005..008][CONN-010] Owns the pending WalletConnect pairing across views. Starting a pairing
 * makes the provider drop the pending ones, so a second start would break a deep link already
 * sent with the first URI: a view opened after a prefetch (or opened again) joins the live pairing
 * instead, and only a retry or an expiry starts another. Where core keeps the pending pairing
 * (Telegram, iOS Safari: `reused` / `waited`), its outcome is the caller's. The connection is
 * finalised once per approved pairing, whoever waits on it.
 */
export function createWalletConnectPairing(
  stores: { readonly connection: ConnectionStore },
  parameters: CreateWalletConnectPairingParameters,
): WalletConnectPairing {
  const { client, clock, timers, storage, track } = parameters
  let live: Promise<void> | undefined

  const isLiveValid = () => {
    if (live === undefined) return false
    const { buffering, wcUri, wcPairingExpiry } = stores.connection.getState()
    return buffering && (wcUri === undefined || !isPairingExpired(wcPairingExpiry, clock.now()))
  }

  const start = (signal: AbortSignal | undefined): Promise<void> => {
    const previous = live
    const pairing = connectWalletConnect(stores, {
      client,
      platform: parameters.getPlatform(),
      clock,
      timers,
      signal,
      // The views offer "Try again" after a rejection rather than a new URI every second.
      maxAttempts: 1,
    }).then(async ({ outcome }) => {
      if (outcome === 'connected') {
        finalizeConnection(stores, { storage, track })
        return
      }
      // Core kept (`reused`) or waited for (`waited`) the pending pairing: its outcome is ours.
      if (previous !== undefined) return previous
      if (stores.connection.getState().status !== 'connected')
        throw new ProviderDisconnectedError({ details: 'The pending WalletConnect pairing is gone' })
    })
    live = pairing
    const forget = () => {
      if (live === pairing) live = undefined
    }
    pairing.then(forget, forget)
    return pairing
  }

  return {
    connect: ({ signal, fresh = false } = {}) =>
      !fresh && isLiveValid() && live !== undefined ? live : start(signal),
    prefetch: () => {
      if (isLiveValid() || stores.connection.getState().status === 'connected') return
      start(undefined).catch(() => undefined)
    },
  }
}
