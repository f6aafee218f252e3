import { WALLET_SEARCH_MIN_WAIT_MS } from '@atrium/common'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { AnalyticsEvent } from '../analytics/TrackEvent.js'
import type { TestServer } from '../http/startTestServer.test-helper.js'
import { answerGetWallets, createDirectoryEntries } from '../walletDirectory/answerGetWallets.test-helper.js'
import { setupWalletDirectory } from '../walletDirectory/setupWalletDirectory.test-helper.js'
import { createWalletListStore } from './createWalletListStore.js'
import { searchWalletList } from './searchWalletList.js'
import { getShownDirectoryWallets, isWalletListLoading } from './selectors.js'
import { setWalletListChains } from './setWalletListChains.js'

let server: TestServer | undefined
const clock = { now: () => Date.now() }
const timers = {
  setTimeout: (callback: () => void, delayMs: number) => setTimeout(callback, delayMs),
  clearTimeout: (handle: unknown) => clearTimeout(handle as ReturnType<typeof setTimeout>),
}

beforeEach(() => {
  // Only the search's own clock is faked: the loopback server and the HTTP client run for real.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
})
afterEach(async () => {
  vi.useRealTimers()
  await server?.close()
  server = undefined
})

/** Lets real I/O run (setImmediate is not faked) until the server saw `count` requests. */
async function untilRequests(count: number): Promise<void> {
  while ((server?.requests.length ?? 0) < count) await new Promise((resolve) => setImmediate(resolve))
}

async function setup(entries = createDirectoryEntries(150)) {
  const directory = await setupWalletDirectory({ 'GET /getWallets': answerGetWallets(entries) })
  server = directory.server
  const events: AnalyticsEvent[] = []
  const walletList = createWalletListStore()
  const services = {
    directory: directory.client,
    track: (event: AnalyticsEvent) => void events.push(event),
    clock,
    timers,
  }
  return { walletList, services, events, server: directory.server }
}

describe('searchWalletList', () => {
  it('[CONNECTOR-020][EVT-006] asks for up to 100 matches for the list chains and tracks SEARCH_WALLET', async () => {
    const { walletList, services, events, server } = await setup()
    setWalletListChains({ walletList }, { chains: ['eip155:1'] })
    const done = searchWalletList({ walletList }, { ...services, text: ' wallet ' })
    await untilRequests(1)
    await vi.advanceTimersByTimeAsync(WALLET_SEARCH_MIN_WAIT_MS)
    await done
    expect(server.requests[0]?.query).toMatchObject({
      search: 'wallet',
      entries: '100',
      page: '1',
      chains: 'eip155:1',
    })
    expect(walletList.getState().search).toMatchObject({ text: 'wallet', status: 'ready' })
    expect(getShownDirectoryWallets(walletList.getState())).toHaveLength(100)
    expect(events).toEqual([{ event: 'SEARCH_WALLET', properties: { search: 'wallet', badge: 'none' } }])
  })

  it('[CONNECTOR-021] the answer shows no sooner than 300 ms after the search started', async () => {
    const { walletList, services } = await setup()
    const done = searchWalletList({ walletList }, { ...services, text: 'Wallet 99' })
    await untilRequests(1)
    await vi.advanceTimersByTimeAsync(WALLET_SEARCH_MIN_WAIT_MS - 1)
    expect(isWalletListLoading(walletList.getState())).toBe(true)
    await vi.advanceTimersByTimeAsync(1)
    await done
    expect(getShownDirectoryWallets(walletList.getState()).map((wallet) => wallet.name)).toEqual([
      'Wallet 99',
    ])
  })

  it('[CONNECTOR-020] a newer search wins over an earlier one still waiting', async () => {
    const { walletList, services } = await setup()
    const first = searchWalletList({ walletList }, { ...services, text: 'Wallet 1' })
    const second = searchWalletList({ walletList }, { ...services, text: 'Wallet 149' })
    await untilRequests(2)
    await vi.advanceTimersByTimeAsync(WALLET_SEARCH_MIN_WAIT_MS)
    await Promise.all([first, second])
    expect(getShownDirectoryWallets(walletList.getState()).map((wallet) => wallet.name)).toEqual([
      'Wallet 149',
    ])
  })

  it('a blank search clears the search without a request, and the pages show again', async () => {
    const { walletList, services, server } = await setup()
    await searchWalletList({ walletList }, { ...services, text: '   ' })
    expect(server.requests).toHaveLength(0)
    expect(walletList.getState().search).toMatchObject({ text: '', status: 'idle' })
  })

  it('[API-029] a failed search is an error state with the failure', async () => {
    const directory = await setupWalletDirectory({ 'GET /getWallets': { status: 502 } })
    server = directory.server
    const walletList = createWalletListStore()
    const done = searchWalletList({ walletList }, { directory: directory.client, clock, timers, text: 'x' })
    await untilRequests(1)
    await vi.advanceTimersByTimeAsync(WALLET_SEARCH_MIN_WAIT_MS)
    await done
    expect(walletList.getState().search).toMatchObject({
      status: 'error',
      error: { code: 'HTTP_STATUS', message: 'HTTP status code: 502' },
    })
  })
})
