/** [RPC-012] Time-out of one JSON-RPC HTTP request. */
export const JSON_RPC_TIMEOUT_MS = 10_000

/** [RPC-009] Largest number of requests sent in one JSON-RPC batch. */
export const JSON_RPC_BATCH_MAX_REQUESTS = 1_000

/** [RPC-013] Default number of retries of a failed RPC request. */
export const RPC_RETRY_COUNT = 3

/** [RPC-014] Base of the exponential retry delay: 150, 300, 600 ms. */
export const RPC_RETRY_BASE_DELAY_MS = 150

/** [RPC-016] HTTP statuses that are retried; any other status fails at once. */
export const RPC_RETRY_STATUS_CODES = [403, 408, 413, 429, 500, 502, 503, 504] as const

/** [RPC-011] The fallback transport re-ranks its transports this often. */
export const FALLBACK_POLLING_INTERVAL_MS = 4_000

/** [RPC-011] Number of ranking samples the fallback transport keeps. */
export const FALLBACK_SAMPLE_COUNT = 10

/** [RPC-011] Time-out of one ranking ping. */
export const FALLBACK_PING_TIMEOUT_MS = 1_000

/** [RPC-011] Weight of stability (success rate) in the ranking score. */
export const FALLBACK_STABILITY_WEIGHT = 0.7

/** [RPC-011] Weight of latency in the ranking score. */
export const FALLBACK_LATENCY_WEIGHT = 0.3

/**
 * [RPC-015] Longest wait a `Retry-After` header can ask for before a retry. The spec honours the
 * header without a bound; a server answering `Retry-After: 3600` would leave the user's request
 * pending for an hour, so a longer wait is cut to this (half the RPC-012 request time-out).
 */
export const RETRY_AFTER_MAX_MS = 5_000
