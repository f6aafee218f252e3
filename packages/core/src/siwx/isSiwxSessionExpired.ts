import type { SiwxMessageData } from './SiwxConfig.js'

/**
 * Whether a sign-in has expired at `now` (ms since the epoch). An expiration time that does not
 * parse counts as expired: a session is kept only while it is known to be valid.
 */
export function isSiwxSessionExpired(data: Pick<SiwxMessageData, 'expirationTime'>, now: number): boolean {
  if (data.expirationTime === undefined) return false
  const expiresAt = Date.parse(data.expirationTime)
  return Number.isNaN(expiresAt) || expiresAt <= now
}
