import { afterEach, describe, expect, it } from 'vitest'
import type { TestRoute, TestServer } from '../http/startTestServer.test-helper.js'
import { answerGetWallets, createDirectoryEntries } from '../walletDirectory/answerGetWallets.test-helper.js'
import { setupWalletDirectory } from '../walletDirectory/setupWalletDirectory.test-helper.js'
import { createWalletListStore } from './createWalletListStore.js'
import { loadMoreWallets } from './loadMoreWallets.js'
import { loadWalletList } from './loadWalletList.js'
import { retryWalletList } from './retryWalletList.js'
import { getWalletPages } from './selectors.js'
import { setWalletListChains } from './setWalletListChains.js'

let server: TestServer | undefined
afterEach(async () => {
  await server?.close()
  server = undefined
})

const entries = createDirectoryEntries(95)
const clock = { now: () => Date.now() }
const timers = {
  setTimeout: (callback: () => void, delayMs: number) => setTimeout(callback, delayMs),
  clearTimeout: (handle: unknown) => clearTimeout(handle as ReturnType<typeof setTimeout>),
}

async function setup(
  route:
    | TestRoute
    | ((request: Parameters<ReturnType<typeof answerGetWallets>>[0]) => TestRoute) = answerGetWallets(
    entries,
  ),
  options: Parameters<typeof setupWalletDirectory>[1] = {},
) {
  const directory = await setupWalletDirectory({ 'GET /getWallets': route }, options)
  server = directory.server
  const walletList = createWalletListStore()
  const logged: unknown[] = []
  const services = {
    directory: directory.client,
    featuredWalletIds: [] as string[],
    logger: { error: (message: string, context?: unknown) => void logged.push([message, context]) },
  }
  return { server: directory.server, walletList, services, logged }
}

describe('loadWalletList', () => {
  it('[CONNECTOR-019][API-023] loads the first page of 40 wallets for the list chains, with the count', async () => {
    const { server, walletList, services } = await setup()
    setWalletListChains({ walletList }, { chains: ['eip155:1', 'eip155:10'] })
    await loadWalletList({ walletList }, services)
    expect(server.requests.map((request) => request.query)).toEqual([
      expect.objectContaining({ page: '1', entries: '40', chains: 'eip155:1,eip155:10' }),
    ])
    const pages = getWalletPages(walletList.getState())
    expect(pages).toMatchObject({ status: 'ready', count: 95, nextPage: 2 })
    expect(pages.wallets.map((wallet) => wallet.id).slice(0, 2)).toEqual(['wallet-0', 'wallet-1'])
  })

  it('[CONNECTOR-017] featured wallets are asked for with include and kept in featuredWalletIds order', async () => {
    const { server, walletList, services } = await setup()
    await loadWalletList({ walletList }, { ...services, featuredWalletIds: ['wallet-7', 'wallet-2', 'nope'] })
    expect(server.requests.map((request) => request.query.include)).toContain('wallet-7,wallet-2,nope')
    expect(walletList.getState().featured.wallets.map((wallet) => wallet.id)).toEqual([
      'wallet-7',
      'wallet-2',
    ])
  })

  it('[OPT-010][CONNECTOR-014] pages exclude excludeWalletIds; those wallets are asked for by id, for their rdns', async () => {
    const withRdns = [{ ...entries[0], id: 'bad', rdns: 'io.bad', name: 'Bad' }, ...entries.slice(1)]
    const { server, walletList, services } = await setup(answerGetWallets(withRdns), {
      excludeWalletIds: ['bad'],
    })
    await loadWalletList({ walletList }, services)
    const queries = server.requests.map((request) => request.query)
    expect(queries).toContainEqual(expect.objectContaining({ page: '1', exclude: 'bad' }))
    expect(queries).toContainEqual(expect.objectContaining({ include: 'bad' }))
    expect(queries.find((query) => query.include === 'bad')?.exclude).toBeUndefined()
    expect(walletList.getState().excluded.wallets).toMatchObject([{ id: 'bad', rdns: 'io.bad' }])
    expect(getWalletPages(walletList.getState()).wallets.some((wallet) => wallet.id === 'bad')).toBe(false)
  })

  it('[OPT-010] with includeWalletIds, featured wallets outside them are not kept', async () => {
    const { walletList, services } = await setup(answerGetWallets(entries), {
      includeWalletIds: ['wallet-2'],
    })
    await loadWalletList({ walletList }, { ...services, featuredWalletIds: ['wallet-7', 'wallet-2'] })
    expect(walletList.getState().featured.wallets.map((wallet) => wallet.id)).toEqual(['wallet-2'])
  })

  it('what is loaded is not asked again: a second open of the modal makes no request', async () => {
    const { server, walletList, services } = await setup()
    await loadWalletList({ walletList }, { ...services, featuredWalletIds: ['wallet-1'] })
    const count = server.requests.length
    await loadWalletList({ walletList }, { ...services, featuredWalletIds: ['wallet-1'] })
    expect(server.requests).toHaveLength(count)
  })

  it('[CONNECTOR-019] loadMoreWallets loads the following pages, then nothing once all are loaded', async () => {
    const { server, walletList, services } = await setup()
    await loadWalletList({ walletList }, services)
    await loadMoreWallets({ walletList }, services)
    await loadMoreWallets({ walletList }, services)
    await loadMoreWallets({ walletList }, services)
    expect(server.requests.map((request) => request.query.page)).toEqual(['1', '2', '3'])
    expect(getWalletPages(walletList.getState())).toMatchObject({ nextPage: undefined, count: 95 })
    expect(getWalletPages(walletList.getState()).wallets).toHaveLength(95)
  })

  it('a page asked for twice at once is requested once', async () => {
    const { server, walletList, services } = await setup()
    await Promise.all([loadMoreWallets({ walletList }, services), loadMoreWallets({ walletList }, services)])
    expect(server.requests).toHaveLength(1)
  })

  it('[API-029] a failing directory is an error state, not a stuck loading one; retry loads what failed', async () => {
    let failing = true
    const answer = answerGetWallets(entries)
    const { walletList, services } = await setup((request) => (failing ? { status: 500 } : answer(request)))
    await loadWalletList({ walletList }, { ...services, featuredWalletIds: ['wallet-3'] })
    expect(getWalletPages(walletList.getState())).toMatchObject({
      status: 'error',
      error: { code: 'HTTP_STATUS', message: 'HTTP status code: 500' },
    })
    expect(walletList.getState().featured.status).toBe('error')
    failing = false
    await retryWalletList({ walletList }, { ...services, featuredWalletIds: ['wallet-3'], clock, timers })
    expect(getWalletPages(walletList.getState())).toMatchObject({ status: 'ready', error: undefined })
    expect(walletList.getState().featured.wallets.map((wallet) => wallet.id)).toEqual(['wallet-3'])
  })

  it('a later page that failed is retried without losing the pages before it', async () => {
    let calls = 0
    const answer = answerGetWallets(entries)
    const { server, walletList, services } = await setup((request) => {
      calls += 1
      return calls === 2 ? { status: 503 } : answer(request)
    })
    await loadWalletList({ walletList }, services)
    await loadMoreWallets({ walletList }, services)
    expect(getWalletPages(walletList.getState())).toMatchObject({ status: 'error', nextPage: 2 })
    await retryWalletList({ walletList }, { ...services, clock, timers })
    expect(server.requests.map((request) => request.query.page)).toEqual(['1', '2', '2'])
    expect(getWalletPages(walletList.getState()).wallets).toHaveLength(80)
  })

  it('[API-032] a malformed entry is dropped and logged while the rest of the page shows', async () => {
    const answer = answerGetWallets(entries)
    const { walletList, services, logged } = await setup((request) => {
      const route = answer(request)
      const body = route.body as { data: unknown[]; count: number }
      return { body: { ...body, data: body.data.map((entry, index) => (index === 3 ? { id: 42 } : entry)) } }
    })
    await loadWalletList({ walletList }, services)
    expect(getWalletPages(walletList.getState())).toMatchObject({ status: 'ready', nextPage: 2 })
    expect(getWalletPages(walletList.getState()).wallets).toHaveLength(39)
    expect(logged).toEqual([
      ['Dropped a malformed wallet directory entry', expect.objectContaining({ index: 3 })],
    ])
  })

  it('[RPC-005] aborting the services’ signal ends a pending page in the aborted error', async () => {
    const { walletList, services } = await setup({ hang: true })
    const controller = new AbortController()
    const loading = loadWalletList({ walletList }, { ...services, signal: controller.signal })
    controller.abort()
    await loading
    expect(getWalletPages(walletList.getState())).toMatchObject({
      status: 'error',
      error: { code: 'REQUEST_ABORTED' },
    })
  })

  it('[RPC-012] a directory that never answers ends in the timeout error', async () => {
    const { walletList, services } = await setup({ hang: true }, { timeoutMs: 50 })
    await loadWalletList({ walletList }, services)
    expect(getWalletPages(walletList.getState())).toMatchObject({
      status: 'error',
      error: { code: 'REQUEST_TIMEOUT' },
    })
  })
})
