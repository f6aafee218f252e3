import { RETRY_AFTER_MAX_MS, RPC_RETRY_BASE_DELAY_MS } from '../constants/rpc.js'

/** The longest `Retry-After` value read: a few digits or an HTTP date, never a huge header. */
const RETRY_AFTER_MAX_LENGTH = 64

/**
 * [RPC-014][RPC-015] How long to wait before retry number `retry` (0 for the first): the
 * `Retry-After` header when it is a number of seconds or an HTTP date in the future, otherwise
 * 150, 300, 600 ms …; never more than `RETRY_AFTER_MAX_MS`.
 *
 * @example
 * getRetryDelayMs({ retry: 1, retryAfter: null, now: Date.now() }) // 300
 * getRetryDelayMs({ retry: 0, retryAfter: '3600', now: Date.now() }) // 5000
 */
export function getRetryDelayMs(parameters: {
  readonly retry: number
  readonly retryAfter: string | null
  readonly now: number
}): number {
  const { retry, retryAfter, now } = parameters
  const askedMs = retryAfter === null ? undefined : readRetryAfterMs(retryAfter, now)
  return Math.min(askedMs ?? RPC_RETRY_BASE_DELAY_MS * 2 ** retry, RETRY_AFTER_MAX_MS)
}

/**
 * [RPC-015] The wait a `Retry-After` header asks for, in ms, without the cap: whole seconds or an
 * HTTP date after `now`. `undefined` for a date in the past, junk or an overlong header.
 */
export function readRetryAfterMs(retryAfter: string, now: number): number | undefined {
  if (retryAfter.length > RETRY_AFTER_MAX_LENGTH) return undefined
  const text = retryAfter.trim()
  const askedMs = /^\d+$/.test(text) ? Number(text) * 1_000 : Date.parse(text) - now
  return Number.isFinite(askedMs) && askedMs >= 0 ? askedMs : undefined
}
