import { EMBEDDED_WALLET_LOAD_TIMEOUT_MS } from '@atrium/common'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Timers } from '../connection/Timers.js'
import { createAlertsStore } from './createAlertsStore.js'
import { scheduleEmbeddedWalletTimeoutAlert } from './scheduleEmbeddedWalletTimeoutAlert.js'

const timers: Timers = {
  setTimeout: (callback, delayMs) => setTimeout(callback, delayMs),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
}

describe('scheduleEmbeddedWalletTimeoutAlert', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('[ERR-009] shows Invalid App Configuration when the wallet has not loaded after 20 s (decision)', async () => {
    const alerts = createAlertsStore()
    scheduleEmbeddedWalletTimeoutAlert({ alerts }, { timers })
    expect(EMBEDDED_WALLET_LOAD_TIMEOUT_MS).toBe(20_000)
    await vi.advanceTimersByTimeAsync(EMBEDDED_WALLET_LOAD_TIMEOUT_MS - 1)
    expect(alerts.getState().alert).toBeUndefined()
    await vi.advanceTimersByTimeAsync(1)
    expect(alerts.getState().alert).toMatchObject({
      code: 'ALERT_EMBEDDED_WALLET_TIMEOUT',
      title: 'Invalid App Configuration',
    })
  })

  it('[ERR-009] timers: cancelling when the wallet is ready shows nothing', async () => {
    const alerts = createAlertsStore()
    const cancel = scheduleEmbeddedWalletTimeoutAlert({ alerts }, { timers })
    await vi.advanceTimersByTimeAsync(5_000)
    cancel()
    await vi.advanceTimersByTimeAsync(EMBEDDED_WALLET_LOAD_TIMEOUT_MS)
    expect(alerts.getState().alert).toBeUndefined()
  })
})
