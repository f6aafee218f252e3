import { describe, expect, it } from 'vitest'
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
  RPC_RETRY_STATUS_CODES,
} from './rpc.js'

describe('RPC transport constants', () => {
  it('[RPC-009] batches hold up to 1000 requests', () => {
    expect(JSON_RPC_BATCH_MAX_REQUESTS).toBe(1_000)
  })

  it('[RPC-011] fallback ranking: 4000 ms polling, 10 samples, 1000 ms ping, weights 0.7 / 0.3', () => {
    expect(FALLBACK_POLLING_INTERVAL_MS).toBe(4_000)
    expect(FALLBACK_SAMPLE_COUNT).toBe(10)
    expect(FALLBACK_PING_TIMEOUT_MS).toBe(1_000)
    expect(FALLBACK_STABILITY_WEIGHT).toBe(0.7)
    expect(FALLBACK_LATENCY_WEIGHT).toBe(0.3)
  })

  it('[RPC-012] JSON-RPC requests time out after 10000 ms', () => {
    expect(JSON_RPC_TIMEOUT_MS).toBe(10_000)
  })

  it('[RPC-013] failed requests are retried 3 times', () => {
    expect(RPC_RETRY_COUNT).toBe(3)
  })

  it('[RPC-014] retry delays grow from 150 ms: 150, 300, 600', () => {
    expect(
      Array.from({ length: RPC_RETRY_COUNT }, (_, attempt) => RPC_RETRY_BASE_DELAY_MS * 2 ** attempt),
    ).toEqual([150, 300, 600])
  })

  it('[RPC-016] retried statuses are 403, 408, 413, 429, 500, 502, 503, 504', () => {
    expect(RPC_RETRY_STATUS_CODES).toEqual([403, 408, 413, 429, 500, 502, 503, 504])
  })
})
