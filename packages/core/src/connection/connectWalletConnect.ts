import { PAIRING_RETRY_INTERVAL_MS } from '@atrium/common'
import { ConnectionControllerClientNotSetError } from '../errors/connection.js'
import type { ConnectionState, ConnectionStore } from './createConnectionStore.js'
import { getPairingStep, type PairingPlatform } from './getPairingStep.js'
import { applyPairingUri } from './setPairingUri.js'
import { sleep } from './sleep.js'
import type { Clock, Timers } from './Timers.js'

/**
 * Attempts of one `connectWalletConnect` call before it gives up (first try + 2 retries). The
 * spec gives only the retry interval (CONN-008); a bound keeps a dead relay from retrying forever
 * when the caller forgets to abort.
 */
export const PAIRING_MAX_ATTEMPTS = 3

/**
 * The WalletConnect pairing port (implemented over the WalletConnect provider, loaded lazily by
 * `createAppKit`). `connectWalletConnect` calls `onUri` as soon as the pairing URI exists, resolves
 * once the wallet approved the session and rejects with a coded `AtriumError` when pairing fails.
 */
export type WalletConnectClient = {
  connectWalletConnect(parameters: { readonly onUri: (uri: string) => void }): Promise<void>
}

export type ConnectWalletConnectParameters = {
  /** `undefined` until the WalletConnect provider has loaded. */
  readonly client: WalletConnectClient | undefined
  readonly platform: PairingPlatform
  readonly clock: Clock
  readonly timers: Timers
  /** Stops retrying (e.g. the QR view closed); the last failure is then thrown. */
  readonly signal?: AbortSignal | undefined
  /** Defaults to `PAIRING_MAX_ATTEMPTS`. */
  readonly maxAttempts?: number | undefined
}

export type ConnectWalletConnectReturnType = {
  /** `connected`: a pairing ran and the wallet approved; `reused`: the valid URI was kept; `waited`: another call's pending pairing settled. */
  readonly outcome: 'connected' | 'reused' | 'waited'
  readonly uri: string | undefined
}

export type ConnectWalletConnectErrorType = ConnectionControllerClientNotSetError | Error

/**
 * Pure: a pairing request is pending. The previous URI is dropped: starting a pairing ends the
 * provider's earlier pending ones, so that URI could no longer connect anyone. The status stays
 * as it was: a pairing waiting for a scan (or prefetched for a deep link) is not a connection
 * under way, and one the user walks away from must not leave the dApp "connecting"; `buffering`
 * says a pairing is pending.
 */
export function applyPairingStarted(state: ConnectionState): ConnectionState {
  return { ...state, wcUri: undefined, wcPairingExpiry: undefined, buffering: true, wcError: false }
}

/** Pure: the wallet approved. The expiry is cleared so the used URI is never offered again. */
export function applyPairingApproved(state: ConnectionState): ConnectionState {
  return { ...state, buffering: false, wcError: false, wcPairingExpiry: undefined, status: 'connected' }
}

/**
 * Pure: the pairing attempt failed. The expiry is cleared so the failed URI is never reused
 * (CONN-006): a wallet scanning it again would find no proposal. The status is left as it was
 * (a user connected on another namespace stays connected).
 */
export function applyPairingFailed(state: ConnectionState): ConnectionState {
  return { ...state, buffering: false, wcError: true, wcPairingExpiry: undefined }
}

function waitForPendingPairing(store: ConnectionStore): Promise<void> {
  return new Promise((resolve) => {
    const unsubscribe = store.subscribe((state) => {
      if (state.buffering) return
      unsubscribe()
      resolve()
    })
  })
}

/**
 * [CONN-005..008] Runs a WalletConnect pairing. In Telegram and iOS Safari (where a deep link
 * reloads or suspends the page) a call while a pairing is pending waits for it, a URI with more
 * than 10 s left is reused, and only an expired or missing one starts a new pairing. A failed
 * attempt sets `wcError` and is retried every 1 s, up to `maxAttempts`.
 *
 * @throws ConnectionControllerClientNotSetError when `client` is not set yet (ERR-017).
 * @throws the client's coded error when the last attempt fails.
 */
export async function connectWalletConnect(
  stores: { readonly connection: ConnectionStore },
  parameters: ConnectWalletConnectParameters,
): Promise<ConnectWalletConnectReturnType> {
  const { client, clock, timers, signal } = parameters
  if (client === undefined) throw new ConnectionControllerClientNotSetError()
  const store = stores.connection
  const step = getPairingStep(store.getState(), { platform: parameters.platform, now: clock.now() })
  if (step === 'wait') {
    await waitForPendingPairing(store)
    return { outcome: 'waited', uri: store.getState().wcUri }
  }
  if (step === 'reuse') return { outcome: 'reused', uri: store.getState().wcUri }

  const maxAttempts = parameters.maxAttempts ?? PAIRING_MAX_ATTEMPTS
  for (let attempt = 1; ; attempt += 1) {
    store.setState(applyPairingStarted)
    let ownUri: string | undefined
    try {
      await client.connectWalletConnect({
        onUri: (uri) => {
          ownUri = uri
          store.setState((state) => applyPairingUri(state, { uri, now: clock.now() }))
        },
      })
      store.setState(applyPairingApproved)
      return { outcome: 'connected', uri: store.getState().wcUri }
    } catch (error) {
      // A later pairing replaced this one (its URI is gone from the store): this one's late
      // failure (e.g. its proposal expiring) must not mark the live pairing as failed.
      if (store.getState().wcUri !== ownUri) throw error
      store.setState(applyPairingFailed)
      if (attempt >= maxAttempts) throw error
      const waited = await sleep(timers, PAIRING_RETRY_INTERVAL_MS, signal)
      if (!waited) throw error
    }
  }
}
