import { BALANCE_RETRY_BACKOFF_MS } from '@atrium/common'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { TestRoute, TestServer } from '../http/startTestServer.test-helper.js'
import { getBalances } from './getBalances.js'
import { setupBlockchainApi } from './setupBlockchainApi.test-helper.js'
import type { TokenBalance } from './tokenBalanceSchema.js'

let server: TestServer | undefined
afterEach(async () => {
  vi.useRealTimers()
  await server?.close()
})

const address = '0x00000000000000000000000000000000000000aa'
const route = `GET /v1/account/${address}/balance`
const eth: TokenBalance = {
  name: 'Ether',
  symbol: 'ETH',
  chainId: 'eip155:1',
  value: 3000,
  price: 3000,
  quantity: { decimals: '18', numeric: '1' },
  iconUrl: 'https://icons/eth.png',
}

/** A balance route whose answers the test switches between. */
function createSwitchableRoute(initial: TestRoute) {
  let current = initial
  return {
    handler: () => current,
    answer: (next: TestRoute) => {
      current = next
    },
  }
}

describe('getBalances', () => {
  it('[API-013] GET /v1/account/{address}/balance sends currency and chainId and returns balances', async () => {
    const setup = await setupBlockchainApi({ [route]: { body: { balances: [eth] } } })
    server = setup.server
    await expect(getBalances(setup.client, { address, caipNetworkId: 'eip155:1' })).resolves.toEqual({
      balances: [eth],
      source: 'network',
    })
    expect(setup.server.requests[0]?.query).toMatchObject({ currency: 'usd', chainId: 'eip155:1' })
    expect(setup.server.requests[0]?.query).not.toHaveProperty('forceUpdate')
  })

  it('[API-013][STORE-014] the result is cached by chain:address (CAIP address) for 30 s', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(5_000_000)
    const setup = await setupBlockchainApi({ [route]: { body: { balances: [eth] } } })
    server = setup.server
    await getBalances(setup.client, { address, caipNetworkId: 'eip155:1' })
    expect(setup.storage.caches.get('portfolio', `eip155:1:${address}`)).toEqual([eth])
    vi.setSystemTime(5_000_000 + 29_999)
    await expect(getBalances(setup.client, { address, caipNetworkId: 'eip155:1' })).resolves.toEqual({
      balances: [eth],
      source: 'cache',
    })
    expect(setup.server.requests).toHaveLength(1)
    await getBalances(setup.client, { address, caipNetworkId: 'eip155:10' })
    expect(setup.server.requests).toHaveLength(2)
    vi.setSystemTime(5_000_000 + 30_000)
    await getBalances(setup.client, { address, caipNetworkId: 'eip155:1' })
    expect(setup.server.requests).toHaveLength(3)
  })

  it('[API-013] forceUpdate and currency are sent and forceUpdate bypasses the cache', async () => {
    const setup = await setupBlockchainApi({ [route]: { body: { balances: [eth] } } })
    server = setup.server
    await getBalances(setup.client, { address, caipNetworkId: 'eip155:1' })
    await getBalances(setup.client, {
      address,
      caipNetworkId: 'eip155:1',
      forceUpdate: '0xtoken',
      currency: 'eur',
    })
    expect(setup.server.requests).toHaveLength(2)
    expect(setup.server.requests[1]?.query).toMatchObject({ forceUpdate: '0xtoken', currency: 'eur' })
  })

  it('[ACCT-011] a failed fetch records a retry time; fetches within 30 s are skipped and make no request', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(1_000_000)
    const balance = createSwitchableRoute({ status: 502 })
    const setup = await setupBlockchainApi({ [route]: balance.handler })
    server = setup.server
    await expect(getBalances(setup.client, { address, caipNetworkId: 'eip155:1' })).rejects.toThrow(
      'HTTP status code: 502',
    )
    expect(setup.storage.sessionCache.get('balance')).toEqual({
      [`eip155:1:${address}`]: 1_000_000 + BALANCE_RETRY_BACKOFF_MS,
    })
    balance.answer({ body: { balances: [eth] } })
    vi.setSystemTime(1_000_000 + 29_999)
    await expect(getBalances(setup.client, { address, caipNetworkId: 'eip155:1' })).resolves.toEqual({
      balances: [],
      source: 'retryPending',
    })
    await getBalances(setup.client, { address, caipNetworkId: 'eip155:1', forceUpdate: '0xtoken' })
    expect(setup.server.requests).toHaveLength(1)
  })

  it('[ACCT-012] a fetch 30 s or more after the failure runs normally and clears the retry time', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(1_000_000)
    const balance = createSwitchableRoute({ status: 500 })
    const setup = await setupBlockchainApi({ [route]: balance.handler })
    server = setup.server
    await expect(getBalances(setup.client, { address, caipNetworkId: 'eip155:1' })).rejects.toThrow()
    balance.answer({ body: { balances: [eth] } })
    vi.setSystemTime(1_000_000 + BALANCE_RETRY_BACKOFF_MS)
    await expect(getBalances(setup.client, { address, caipNetworkId: 'eip155:1' })).resolves.toEqual({
      balances: [eth],
      source: 'network',
    })
    expect(setup.server.requests).toHaveLength(2)
    expect(setup.storage.sessionCache.get('balance')).toEqual({})
  })

  it('[ACCT-011] the back-off is per CAIP address: another account still fetches', async () => {
    const other = '0x00000000000000000000000000000000000000bb'
    const setup = await setupBlockchainApi({
      [route]: { status: 500 },
      [`GET /v1/account/${other}/balance`]: { body: { balances: [] } },
    })
    server = setup.server
    await expect(getBalances(setup.client, { address, caipNetworkId: 'eip155:1' })).rejects.toThrow()
    await expect(
      getBalances(setup.client, { address: other, caipNetworkId: 'eip155:1' }),
    ).resolves.toMatchObject({
      source: 'network',
    })
  })

  it('[ACCT-011][API-032] a malformed body also records a retry time', async () => {
    const setup = await setupBlockchainApi({ [route]: { body: { balances: 'none' } } })
    server = setup.server
    await expect(getBalances(setup.client, { address, caipNetworkId: 'eip155:1' })).rejects.toMatchObject({
      code: 'SERVICE_INVALID_RESPONSE',
    })
    await expect(getBalances(setup.client, { address, caipNetworkId: 'eip155:1' })).resolves.toMatchObject({
      source: 'retryPending',
    })
    expect(setup.server.requests).toHaveLength(1)
  })
})
