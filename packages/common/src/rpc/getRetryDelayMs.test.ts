import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import { RETRY_AFTER_MAX_MS } from '../constants/rpc.js'
import { getRetryDelayMs } from './getRetryDelayMs.js'

const NOW = Date.parse('2030-01-01T00:00:00.000Z')

describe('getRetryDelayMs', () => {
  it('[RPC-014] without Retry-After: 150, 300, 600 ms', () => {
    expect([0, 1, 2].map((retry) => getRetryDelayMs({ retry, retryAfter: null, now: NOW }))).toEqual([
      150, 300, 600,
    ])
  })

  it('[RPC-015] Retry-After in seconds or as an HTTP date replaces the computed delay', () => {
    expect(getRetryDelayMs({ retry: 0, retryAfter: '2', now: NOW })).toBe(2_000)
    expect(getRetryDelayMs({ retry: 2, retryAfter: '0', now: NOW })).toBe(0)
    expect(getRetryDelayMs({ retry: 0, retryAfter: 'Tue, 01 Jan 2030 00:00:03 GMT', now: NOW })).toBe(3_000)
  })

  it('[RPC-015] a Retry-After longer than the cap waits the cap', () => {
    expect(RETRY_AFTER_MAX_MS).toBe(5_000)
    expect(getRetryDelayMs({ retry: 0, retryAfter: '3600', now: NOW })).toBe(RETRY_AFTER_MAX_MS)
    expect(getRetryDelayMs({ retry: 0, retryAfter: 'Wed, 01 Jan 2031 00:00:00 GMT', now: NOW })).toBe(
      RETRY_AFTER_MAX_MS,
    )
  })

  it('[RPC-015] a past date, junk or an overlong header falls back to the computed delay', () => {
    for (const retryAfter of ['Mon, 01 Jan 2029 00:00:00 GMT', 'soon', '-5', '1e9', '9'.repeat(400)]) {
      expect(getRetryDelayMs({ retry: 1, retryAfter, now: NOW })).toBe(300)
    }
  })

  test.prop([fc.nat({ max: 50 }), fc.option(fc.string({ unit: 'binary', maxLength: 80 }))])(
    '[RPC-015] any header gives a finite wait between 0 and the cap',
    (retry, retryAfter) => {
      const delay = getRetryDelayMs({ retry, retryAfter, now: NOW })
      expect(delay).toBeGreaterThanOrEqual(0)
      expect(delay).toBeLessThanOrEqual(RETRY_AFTER_MAX_MS)
    },
  )
})
