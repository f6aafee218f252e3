import { type CaipAddress, HISTORY_MESSAGES } from '@atrium/common'
import { afterEach, describe, expect, it } from 'vitest'
import { setupBlockchainApi } from '../blockchainApi/setupBlockchainApi.test-helper.js'
import { createEventsStore } from '../events/createEventsStore.js'
import { createEventsTracker } from '../events/createEventsTracker.js'
import type { RecordedRequest, TestRoutes, TestServer } from '../http/startTestServer.test-helper.js'
import {
  createTransactionHistoryStore,
  INITIAL_TRANSACTION_HISTORY_STATE,
} from './createTransactionHistoryStore.js'
import { fetchTransactionHistory, type TransactionHistorySnackbar } from './fetchTransactionHistory.js'
import { resetTransactionHistory } from './resetTransactionHistory.js'
import { makeSpamTransaction, makeTransaction } from './transactionFixtures.test-helper.js'

const address = '0x00000000000000000000000000000000000000aa'
const other = '0x00000000000000000000000000000000000000cc'
const caipAddress: CaipAddress = `eip155:1:${address}`
const route = `GET /v1/account/${address}/history`
const newest = makeTransaction('0x01', '2025-03-20T12:00:00.000Z')
const spam = makeSpamTransaction('0x02', '2025-03-10T12:00:00.000Z')
const oldest = makeTransaction('0x03', '2024-12-15T12:00:00.000Z', 'DUSD')

let server: TestServer | undefined
afterEach(async () => {
  await server?.close()
  server = undefined
})

async function setup(routes: TestRoutes) {
  const api = await setupBlockchainApi(routes)
  server = api.server
  const history = createTransactionHistoryStore()
  const events = createEventsStore()
  const shown: TransactionHistorySnackbar[] = []
  const services = {
    client: api.client,
    showSnackbar: (snackbar: TransactionHistorySnackbar) => shown.push(snackbar),
    track: createEventsTracker({ events }, { clock: Date }),
  }
  return { ...api, history, events, shown, services }
}

/** Two pages: the first answers with cursor 'page-2', the second (asked with it) ends the history. */
const answerPage = (request: RecordedRequest) =>
  request.query.cursor === 'page-2'
    ? { body: { data: [oldest], next: null } }
    : { body: { data: [newest, spam], next: 'page-2' } }
const twoPages: TestRoutes = { [route]: answerPage }

/** A route whose answer waits until `release` is called. */
function heldRoute(body: unknown) {
  let release = () => {}
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  return {
    release: () => release(),
    route: {
      respond: (response: { end(text: string): void }) =>
        void held.then(() => response.end(JSON.stringify(body))),
    },
  }
}

describe('fetchTransactionHistory', () => {
  it('[HIST-001] sets loading, then stores the transactions and the next cursor and clears loading', async () => {
    const { history, services } = await setup(twoPages)
    const pending = fetchTransactionHistory({ history }, { ...services, caipAddress })
    expect(history.getState()).toMatchObject({ caipAddress, loading: true, transactions: [] })
    await expect(pending).resolves.toEqual({ status: 'loaded' })
    expect(history.getState()).toMatchObject({
      caipAddress,
      transactions: [newest, spam],
      loading: false,
      empty: false,
      next: 'page-2',
      failed: false,
    })
    expect(server?.requests[0]?.query).toMatchObject({ chainId: 'eip155:1', account: address })
    expect(server?.requests[0]?.query.cursor).toBeUndefined()
  })

  it('[HIST-002][HIST-008] the next page is asked with the stored cursor and appended; groups by year then month without spam', async () => {
    const { history, services } = await setup(twoPages)
    await fetchTransactionHistory({ history }, { ...services, caipAddress })
    await expect(
      fetchTransactionHistory({ history }, { ...services, caipAddress, page: 'next' }),
    ).resolves.toEqual({ status: 'loaded' })
    expect(server?.requests[1]?.query.cursor).toBe('page-2')
    expect(history.getState()).toMatchObject({ transactions: [newest, spam, oldest], next: undefined })
    expect(history.getState().transactionsByYear).toEqual({ 2025: { 2: [newest] }, 2024: { 11: [oldest] } })
    // At the end of the history there is nothing more to ask.
    await expect(
      fetchTransactionHistory({ history }, { ...services, caipAddress, page: 'next' }),
    ).resolves.toEqual({ status: 'skipped' })
    expect(server?.requests).toHaveLength(2)
  })

  it('an account without transactions: loaded and empty', async () => {
    const { history, services } = await setup({ [route]: { body: { data: [], next: null } } })
    await fetchTransactionHistory({ history }, { ...services, caipAddress })
    expect(history.getState()).toMatchObject({ transactions: [], empty: true, failed: false, loading: false })
  })

  it("[HIST-003][HIST-004] a failure sets empty, clears next, shows 'Failed to fetch transactions' and tracks ERROR_FETCH_TRANSACTIONS", async () => {
    let failing = false
    const { history, events, shown, services } = await setup({
      [route]: (request) => (failing ? { status: 500, body: { error: 'down' } } : answerPage(request)),
    })
    await fetchTransactionHistory({ history }, { ...services, caipAddress })
    failing = true
    await expect(
      fetchTransactionHistory({ history }, { ...services, caipAddress, page: 'next' }),
    ).resolves.toEqual({ status: 'failed' })
    expect(history.getState()).toMatchObject({
      transactions: [newest, spam],
      empty: true,
      next: undefined,
      loading: false,
      failed: true,
    })
    expect(shown).toEqual([{ variant: 'error', message: HISTORY_MESSAGES.HISTORY_FETCH_FAILED }])
    expect(shown[0]?.message).toBe('Failed to fetch transactions')
    expect(events.getState().lastEvent?.data).toEqual({
      type: 'track',
      event: 'ERROR_FETCH_TRANSACTIONS',
      properties: { address, caipNetworkId: 'eip155:1', cursor: 'page-2' },
    })
  })

  it('[HIST-005] without an account address it throws "Transactions can\'t be fetched without an accountAddress"', async () => {
    const { history, services } = await setup(twoPages)
    await expect(
      fetchTransactionHistory({ history }, { ...services, caipAddress: undefined }),
    ).rejects.toMatchObject({
      code: 'HISTORY_ACCOUNT_ADDRESS_REQUIRED',
      message: "Transactions can't be fetched without an accountAddress",
    })
    expect(server?.requests).toHaveLength(0)
  })

  it('[HIST-006] reset clears every field of the history', async () => {
    const { history, services } = await setup(twoPages)
    await fetchTransactionHistory({ history }, { ...services, caipAddress })
    resetTransactionHistory({ history })
    expect(history.getState()).toEqual(INITIAL_TRANSACTION_HISTORY_STATE)
  })

  it('an answer for the previous account is dropped: the history is the new account’s alone', async () => {
    const held = heldRoute({ data: [newest], next: 'page-2' })
    const { history, services, shown } = await setup({
      [route]: held.route,
      [`GET /v1/account/${other}/history`]: { body: { data: [oldest], next: null } },
    })
    const first = fetchTransactionHistory({ history }, { ...services, caipAddress })
    const otherAddress: CaipAddress = `eip155:1:${other}`
    await fetchTransactionHistory({ history }, { ...services, caipAddress: otherAddress })
    held.release()
    await expect(first).resolves.toEqual({ status: 'stale' })
    expect(history.getState()).toMatchObject({
      caipAddress: otherAddress,
      transactions: [oldest],
      next: undefined,
    })
    expect(shown).toEqual([])
  })

  it('a next page is not asked twice while one is on its way, nor for another account', async () => {
    const { history, services } = await setup(twoPages)
    await fetchTransactionHistory({ history }, { ...services, caipAddress })
    const next = fetchTransactionHistory({ history }, { ...services, caipAddress, page: 'next' })
    await expect(
      fetchTransactionHistory({ history }, { ...services, caipAddress, page: 'next' }),
    ).resolves.toEqual({ status: 'skipped' })
    await expect(
      fetchTransactionHistory(
        { history },
        { ...services, caipAddress: `eip155:10:${address}`, page: 'next' },
      ),
    ).resolves.toEqual({ status: 'skipped' })
    await next
    expect(server?.requests).toHaveLength(2)
  })
})
