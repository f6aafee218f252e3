import { SNACKBAR_REPLACE_DELAY_MS } from '@atrium/common'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Timers } from '../connection/Timers.js'
import { createSnackbarStore } from './createSnackbarStore.js'
import { hideSnackbar } from './hideSnackbar.js'
import { SNACKBAR_AUTO_HIDE_MS, showSnackbar } from './showSnackbar.js'

const timers: Timers = {
  setTimeout: (callback, delayMs) => setTimeout(callback, delayMs),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
}

describe('showSnackbar', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('[UI-008] shows a success snackbar at once and hides it after 2.5 s (decision)', async () => {
    const snackbar = createSnackbarStore()
    showSnackbar({ snackbar }, { message: 'Transaction started', variant: 'success', timers })
    expect(snackbar.getState()).toMatchObject({
      open: true,
      message: 'Transaction started',
      variant: 'success',
    })
    expect(SNACKBAR_AUTO_HIDE_MS).toBe(2_500)
    await vi.advanceTimersByTimeAsync(SNACKBAR_AUTO_HIDE_MS - 1)
    expect(snackbar.getState().open).toBe(true)
    await vi.advanceTimersByTimeAsync(1)
    expect(snackbar.getState().open).toBe(false)
  })

  it('[UI-008] variant: error auto-hides too', async () => {
    const snackbar = createSnackbarStore()
    showSnackbar({ snackbar }, { message: 'Something went wrong', variant: 'error', timers })
    await vi.advanceTimersByTimeAsync(SNACKBAR_AUTO_HIDE_MS)
    expect(snackbar.getState()).toMatchObject({ open: false, variant: 'error' })
  })

  it('[UI-008] variant: loading stays until replaced or hidden', async () => {
    const snackbar = createSnackbarStore()
    showSnackbar({ snackbar }, { message: 'Authenticating...', variant: 'loading', timers })
    await vi.advanceTimersByTimeAsync(60_000)
    expect(snackbar.getState().open).toBe(true)
    hideSnackbar({ snackbar })
    expect(snackbar.getState().open).toBe(false)
  })

  it('[UI-009] a new snackbar while one is open closes it and shows 150 ms later', async () => {
    const snackbar = createSnackbarStore()
    showSnackbar({ snackbar }, { message: 'Authenticating...', variant: 'loading', timers })
    showSnackbar({ snackbar }, { message: 'Signature declined', variant: 'error', timers })
    expect(SNACKBAR_REPLACE_DELAY_MS).toBe(150)
    expect(snackbar.getState()).toMatchObject({ open: false, message: 'Authenticating...' })
    await vi.advanceTimersByTimeAsync(149)
    expect(snackbar.getState().open).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(snackbar.getState()).toMatchObject({ open: true, message: 'Signature declined', variant: 'error' })
    await vi.advanceTimersByTimeAsync(SNACKBAR_AUTO_HIDE_MS)
    expect(snackbar.getState().open).toBe(false)
  })

  it('[UI-009] the first snackbar auto-hide does not cut the replacing one short', async () => {
    const snackbar = createSnackbarStore()
    showSnackbar({ snackbar }, { message: 'first', variant: 'success', timers })
    await vi.advanceTimersByTimeAsync(2_000)
    showSnackbar({ snackbar }, { message: 'second', variant: 'success', timers })
    await vi.advanceTimersByTimeAsync(SNACKBAR_REPLACE_DELAY_MS + 500)
    expect(snackbar.getState()).toMatchObject({ open: true, message: 'second' })
  })

  it('hiding during the 150 ms gap cancels the pending show', async () => {
    const snackbar = createSnackbarStore()
    showSnackbar({ snackbar }, { message: 'first', variant: 'loading', timers })
    showSnackbar({ snackbar }, { message: 'second', variant: 'success', timers })
    hideSnackbar({ snackbar })
    await vi.advanceTimersByTimeAsync(SNACKBAR_REPLACE_DELAY_MS)
    expect(snackbar.getState()).toMatchObject({ open: false, message: 'first' })
  })
})
