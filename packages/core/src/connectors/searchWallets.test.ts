import { WALLET_SEARCH_MAX_RESULTS, WALLET_SEARCH_MIN_WAIT_MS } from '@atrium/common'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Timers } from '../connection/Timers.js'
import { searchWallets } from './searchWallets.js'

const clock = { now: () => Date.now() }
const timers: Timers = {
  setTimeout: (callback, delayMs) => setTimeout(callback, delayMs),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
}
const many = Array.from({ length: 150 }, (_, index) => ({ id: `w${index}` }))

describe('searchWallets', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('[CONNECTOR-020] asks for and returns at most 100 results', async () => {
    const requests: unknown[] = []
    const result = searchWallets({
      search: 'meta',
      loadWallets: async (parameters) => {
        requests.push(parameters)
        return { data: many }
      },
      clock,
      timers,
    })
    await vi.advanceTimersByTimeAsync(WALLET_SEARCH_MIN_WAIT_MS)
    expect(await result).toHaveLength(WALLET_SEARCH_MAX_RESULTS)
    expect(requests).toEqual([{ search: 'meta', page: 1, entries: 100 }])
  })

  it('[CONNECTOR-021] a fast answer is shown no sooner than 300 ms after the search started', async () => {
    let settled = false
    const result = searchWallets({
      search: 'x',
      loadWallets: async () => ({ data: many.slice(0, 3) }),
      clock,
      timers,
    }).then((wallets) => {
      settled = true
      return wallets
    })
    await vi.advanceTimersByTimeAsync(WALLET_SEARCH_MIN_WAIT_MS - 1)
    expect(settled).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(await result).toHaveLength(3)
  })

  it('[CONNECTOR-021] a slow answer is shown as soon as it arrives; a failure also waits 300 ms', async () => {
    const slow = searchWallets<{ id: string }>({
      search: 'x',
      loadWallets: () => new Promise((resolve) => setTimeout(() => resolve({ data: many.slice(0, 1) }), 500)),
      clock,
      timers,
    })
    await vi.advanceTimersByTimeAsync(500)
    expect(await slow).toHaveLength(1)
    let rejected = false
    const failing = searchWallets({
      search: 'x',
      loadWallets: () => Promise.reject<{ data: { id: string }[] }>(new Error('HTTP status code: 500')),
      clock,
      timers,
    }).catch((error: unknown) => {
      rejected = true
      return error
    })
    await vi.advanceTimersByTimeAsync(WALLET_SEARCH_MIN_WAIT_MS - 1)
    expect(rejected).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(await failing).toMatchObject({ message: 'HTTP status code: 500' })
  })
})
