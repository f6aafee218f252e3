import {
  FALLBACK_LATENCY_WEIGHT,
  FALLBACK_PING_TIMEOUT_MS,
  FALLBACK_POLLING_INTERVAL_MS,
  FALLBACK_SAMPLE_COUNT,
  FALLBACK_STABILITY_WEIGHT,
  JSON_RPC_BATCH_MAX_REQUESTS,
  JSON_RPC_TIMEOUT_MS,
  RPC_RETRY_BASE_DELAY_MS,
  RPC_RETRY_COUNT,
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
