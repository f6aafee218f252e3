import { afterEach, describe, expect, it, vi } from 'vitest'
import { withTimeout } from './withTimeout.js'

describe('withTimeout', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('settles like the promise when it answers in time, and clears its timer', async () => {
    vi.useFakeTimers()
    await expect(withTimeout(Promise.resolve(7), 1_000, 'The wallet')).resolves.toBe(7)
    await expect(withTimeout(Promise.reject(new Error('no')), 1_000, 'The wallet')).rejects.toThrow('no')
    expect(vi.getTimerCount()).toBe(0)
  })

  it('[RPC-017] rejects with REQUEST_TIMEOUT naming what did not answer once the time has passed', async () => {
    vi.useFakeTimers()
    const waiting = withTimeout(new Promise<never>(() => {}), 1_000, 'The wallet')
    const outcome = expect(waiting).rejects.toMatchObject({
      code: 'REQUEST_TIMEOUT',
      details: 'The wallet did not answer within 1000 ms',
    })
    await vi.advanceTimersByTimeAsync(1_000)
    await outcome
  })
})
