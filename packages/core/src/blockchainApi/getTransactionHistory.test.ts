import { afterEach, describe, expect, it } from 'vitest'
import type { TestServer } from '../http/startTestServer.test-helper.js'
import { getTransactionHistory } from './getTransactionHistory.js'
import { setupBlockchainApi } from './setupBlockchainApi.test-helper.js'

let server: TestServer | undefined
afterEach(async () => {
  await server?.close()
})

const account = '0x00000000000000000000000000000000000000aa'
const transaction = {
  id: 'tx-1',
  metadata: {
    minedAt: '2024-01-01T00:00:00Z',
    operationType: 'send',
    status: 'confirmed',
    sentFrom: account,
    sentTo: '0xbb',
    chain: 'eip155:1',
  },
  transfers: [
    {
      fungible_info: { name: 'Ether', symbol: 'ETH', icon: { url: 'https://icons/eth.png' } },
      direction: 'out',
      quantity: { numeric: '0.1' },
    },
    { nft_info: { name: 'Punk', content: { preview: { url: 'https://nft' } }, flags: { is_spam: false } } },
  ],
}

describe('getTransactionHistory', () => {
  it('[API-005] GET /v1/account/{account}/history returns data and next', async () => {
    const setup = await setupBlockchainApi({
      [`GET /v1/account/${account}/history`]: { body: { data: [transaction], next: 'cursor-2' } },
    })
    server = setup.server
    const page = await getTransactionHistory(setup.client, { account, caipNetworkId: 'eip155:1' })
    expect(page).toEqual({ data: [transaction], next: 'cursor-2' })
    expect(setup.server.requests[0]?.query).toMatchObject({ chainId: 'eip155:1', cache: 'true', account })
    expect(setup.server.requests[0]?.query).not.toHaveProperty('cursor')
  })

  it('[API-005] sends cursor, onramp and cache; a null next reads as undefined', async () => {
    const setup = await setupBlockchainApi({
      [`GET /v1/account/${account}/history`]: { body: { data: [], next: null } },
    })
    server = setup.server
    const page = await getTransactionHistory(setup.client, {
      account,
      caipNetworkId: 'eip155:10',
      cursor: 'cursor-2',
      onramp: 'coinbase',
      cache: false,
    })
    expect(page).toEqual({ data: [], next: undefined })
    expect(setup.server.requests[0]?.query).toMatchObject({
      cursor: 'cursor-2',
      onramp: 'coinbase',
      cache: 'false',
      chainId: 'eip155:10',
      account,
    })
  })

  it('[API-032] a malformed transaction is a typed error', async () => {
    const setup = await setupBlockchainApi({
      [`GET /v1/account/${account}/history`]: { body: { data: [{ id: 1 }] } },
    })
    server = setup.server
    await expect(
      getTransactionHistory(setup.client, { account, caipNetworkId: 'eip155:1' }),
    ).rejects.toMatchObject({
      code: 'SERVICE_INVALID_RESPONSE',
    })
  })
})
