import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { withTimeout } from './withTimeout.js'

describe('withTimeout', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('settles like the promise when it settles in time, and leaves no timer behind', async () => {
    await expect(withTimeout(Promise.resolve('done'), 1_000, 'The test')).resolves.toBe('done')
    await expect(withTimeout(Promise.reject(new Error('failed')), 1_000, 'The test')).rejects.toThrow(
      'failed',
    )
    expect(vi.getTimerCount()).toBe(0)
  })

  it('rejects with REQUEST_TIMEOUT naming what did not answer', async () => {
    const waiting = withTimeout(new Promise(() => undefined), 1_000, 'The extension')
    const outcome = waiting.catch((error: unknown) => error)
    await vi.advanceTimersByTimeAsync(1_000)
    expect(await outcome).toMatchObject({
      code: 'REQUEST_TIMEOUT',
      details: 'The extension did not answer within 1000 ms',
    })
  })
})
