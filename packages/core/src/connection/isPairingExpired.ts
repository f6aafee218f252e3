import { PAIRING_EXPIRY_MARGIN_MS, PAIRING_LIFETIME_MS } from '@atrium/common'

/** [CONN-003] Expiry of a pairing created at `createdAt` (ms): creation time plus 4 minutes. */
export function getPairingExpiry(createdAt: number): number {
  return createdAt + PAIRING_LIFETIME_MS
}

/**
 * [CONN-004] True when the pairing is missing or has 10 s or less left at `now` (both in ms).
 *
 * @example
 * isPairingExpired(expiry, expiry - 10_000) // true
 * isPairingExpired(expiry, expiry - 11_000) // false
 */
export function isPairingExpired(expiry: number | undefined, now: number): boolean {
  if (expiry === undefined) return true
  return expiry - now <= PAIRING_EXPIRY_MARGIN_MS
}
