import {
  FALLBACK_LATENCY_WEIGHT,
  FALLBACK_PING_TIMEOUT_MS,
  FALLBACK_POLLING_INTERVAL_MS,
  FALLBACK_SAMPLE_COUNT,
  FALLBACK_STABILITY_WEIGHT,
  JSON_RPC_BATCH_MAX_REQUESTS,
  JSON_RPC_TIMEOUT_MS,
  RETRY_AFTER_MAX_MS,
  RPC_RETRY_BASE_DELAY_MS,
  RPC_RETRY_COUNT,
  readRetryAfterMs,
} from '@atrium/common'
import { fallback, http, type Transport } from '@wagmi/core'

/**
 * The fallback transport `createRpcTransport` loads on first use (its own chunk): HTTP endpoints
 * with batching and the 10 s time-out, retried and ranked by viem's `fallback` as described there.
 */
export function createFallbackTransport(urls: readonly string[]): Transport {
  const endpoints = urls.map((url) =>
    http(url, {
      batch: { batchSize: JSON_RPC_BATCH_MAX_REQUESTS },
      retryCount: 0,
      timeout: JSON_RPC_TIMEOUT_MS,
      fetchFn: fetchWithBoundedRetryAfter,
    }),
  )
  return fallback(endpoints, {
    retryCount: RPC_RETRY_COUNT,
    retryDelay: RPC_RETRY_BASE_DELAY_MS,
    rank:
      endpoints.length > 1
        ? {
            interval: FALLBACK_POLLING_INTERVAL_MS,
            sampleCount: FALLBACK_SAMPLE_COUNT,
            timeout: FALLBACK_PING_TIMEOUT_MS,
            weights: { stability: FALLBACK_STABILITY_WEIGHT, latency: FALLBACK_LATENCY_WEIGHT },
          }
        : false,
  })
}

/**
 * `fetch` whose responses ask for at most `RETRY_AFTER_MAX_MS` in `Retry-After`: viem waits
 * whatever the header says (3600 would leave the call pending for an hour), so a longer wait is
 * rewritten to the cap and an unreadable header is removed (viem then backs off 150, 300, 600 ms).
 */
async function fetchWithBoundedRetryAfter(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const response = await fetch(input, init)
  const retryAfter = response.headers.get('Retry-After')
  if (retryAfter === null) return response
  const askedMs = readRetryAfterMs(retryAfter, Date.now())
  if (askedMs !== undefined && askedMs <= RETRY_AFTER_MAX_MS) return response
  const headers = new Headers(response.headers)
  if (askedMs === undefined) headers.delete('Retry-After')
  else headers.set('Retry-After', String(RETRY_AFTER_MAX_MS / 1_000))
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers })
}
