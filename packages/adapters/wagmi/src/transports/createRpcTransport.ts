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

export type CreateRpcTransportParameters = {
  /** The chain's HTTP JSON-RPC endpoints, best first. */
  readonly urls: readonly [string, ...string[]]
}

/**
 * The JSON-RPC transport of one chain (SPEC §7, §9): HTTP POST (RPC-008) with batches of up to
 * 1000 requests (RPC-009), a 10 s time-out per request (RPC-012), and a fallback over the chain's
 * endpoints (RPC-010).
 *
 * Retries (RPC-013..016) are viem's own and are configured once, on the fallback: 3 retries,
 * 150 / 300 / 600 ms, a `Retry-After` header honoured in place of the delay, only on HTTP 403,
 * 408, 413, 429, 500, 502, 503, 504 (viem 2.57's `shouldRetry`; network errors and time-outs, which
 * have no status, are retried too). Each `http` endpoint gets `retryCount: 0`: viem's fallback
 * retries its whole endpoint list per attempt, so retrying inside each endpoint as well would send
 * up to 16 requests to a dead endpoint, and would delay moving to the next one.
 *
 * Ranking (RPC-011: every 4000 ms, 10 samples, 1000 ms ping, stability 0.7 / latency 0.3) runs
 * only when there are at least two endpoints: with one there is nothing to rank, and its polling
 * would send requests on a page where nobody asked for chain data.
 *
 * @example
 * createConfig({ chains: [mainnet], transports: { 1: createRpcTransport({ urls: ['https://…'] }) } })
 */
export function createRpcTransport(parameters: CreateRpcTransportParameters): Transport {
  const endpoints = parameters.urls.map((url) =>
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
