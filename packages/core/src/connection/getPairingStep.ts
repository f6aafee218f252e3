import type { ConnectionState } from './createConnectionStore.js'
import { isPairingExpired } from './isPairingExpired.js'

/** Platforms where a page cannot keep two pairings alive (deep links reload the page). */
export type PairingPlatform = { readonly isTelegram: boolean; readonly isIOSSafari: boolean }

/** What a WalletConnect connect call must do: wait for the pending pairing, reuse the URI, or start. */
export type PairingStep = 'wait' | 'reuse' | 'start'

/**
 * [CONN-005][CONN-006][CONN-007] Pure decision of `connectWalletConnect`. In Telegram or iOS
 * Safari: wait while a pairing is pending (`buffering`) and its URI is not known yet or still
 * valid, reuse a URI with more than 10 s left, otherwise start a new pairing (a pending pairing
 * whose URI expired counts as expired, CONN-007). Elsewhere every call starts a new pairing.
 */
export function getPairingStep(
  state: Pick<ConnectionState, 'buffering' | 'wcUri' | 'wcPairingExpiry'>,
  input: { readonly platform: PairingPlatform; readonly now: number },
): PairingStep {
  if (!input.platform.isTelegram && !input.platform.isIOSSafari) return 'start'
  const valid = state.wcUri !== undefined && !isPairingExpired(state.wcPairingExpiry, input.now)
  if (state.buffering && (state.wcUri === undefined || valid)) return 'wait'
  return valid ? 'reuse' : 'start'
}
