import { DEEP_LINK_FALLBACK_DELAY_MS } from '@atrium/common'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { openWalletDeepLink } from './openWalletDeepLink.js'
import type { Timers } from './Timers.js'

const timers: Timers = {
  setTimeout: (callback, delayMs) => setTimeout(callback, delayMs),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
}

describe('openWalletDeepLink', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('[CONN-009] opens the link, then the fallback 100 ms later while the page is still visible', async () => {
    const opened: string[] = []
    openWalletDeepLink({
      redirect: 'trust://wc?uri=x',
      fallback: 'https://link.trustwallet.com/wc?uri=x',
      open: (url) => opened.push(url),
      isPageVisible: () => true,
      timers,
    })
    expect(opened).toEqual(['trust://wc?uri=x'])
    await vi.advanceTimersByTimeAsync(DEEP_LINK_FALLBACK_DELAY_MS - 1)
    expect(opened).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(opened).toEqual(['trust://wc?uri=x', 'https://link.trustwallet.com/wc?uri=x'])
    expect(DEEP_LINK_FALLBACK_DELAY_MS).toBe(100)
  })

  it('[CONN-009] no fallback when the wallet app took over (page hidden)', async () => {
    const opened: string[] = []
    openWalletDeepLink({
      redirect: 'a://',
      fallback: 'https://b',
      open: (url) => opened.push(url),
      isPageVisible: () => false,
      timers,
    })
    await vi.advanceTimersByTimeAsync(1_000)
    expect(opened).toEqual(['a://'])
  })

  it('[CONN-009] cancel stops the pending fallback; without a fallback only the link opens', async () => {
    const opened: string[] = []
    const cancel = openWalletDeepLink({
      redirect: 'a://',
      fallback: 'https://b',
      open: (url) => opened.push(url),
      isPageVisible: () => true,
      timers,
    })
    cancel()
    openWalletDeepLink({
      redirect: 'c://',
      open: (url) => opened.push(url),
      isPageVisible: () => true,
      timers,
    })
    await vi.advanceTimersByTimeAsync(1_000)
    expect(opened).toEqual(['a://', 'c://'])
  })
})
