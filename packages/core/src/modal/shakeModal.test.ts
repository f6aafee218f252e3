import { SHAKE_DURATION_MS } from '@atrium/common'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Timers } from '../connection/Timers.js'
import { createModalStore } from './createModalStore.js'
import { shakeModal } from './shakeModal.js'

const timers: Timers = {
  setTimeout: (callback, delayMs) => setTimeout(callback, delayMs),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
}

describe('shakeModal', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('[UI-005] shakes for 500 ms', async () => {
    const modal = createModalStore({ isOpen: true })
    shakeModal({ modal }, { timers })
    expect(SHAKE_DURATION_MS).toBe(500)
    expect(modal.getState().shake).toBe(true)
    await vi.advanceTimersByTimeAsync(499)
    expect(modal.getState().shake).toBe(true)
    await vi.advanceTimersByTimeAsync(1)
    expect(modal.getState().shake).toBe(false)
  })

  it('[UI-005] timers: shaking again restarts the 500 ms', async () => {
    const modal = createModalStore({ isOpen: true })
    shakeModal({ modal }, { timers })
    await vi.advanceTimersByTimeAsync(300)
    shakeModal({ modal }, { timers })
    await vi.advanceTimersByTimeAsync(200)
    expect(modal.getState().shake).toBe(true)
    await vi.advanceTimersByTimeAsync(300)
    expect(modal.getState()).toMatchObject({ shake: false, shakeSequence: 2 })
  })
})
