import { afterEach, describe, expect, it } from 'vitest'
import type { TestServer } from '../http/startTestServer.test-helper.js'
import { getTokenPrices } from './getTokenPrices.js'
import { setupBlockchainApi } from './setupBlockchainApi.test-helper.js'

let server: TestServer | undefined
afterEach(async () => {
  await server?.close()
})

const from = 'eip155:1:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'
const to = 'eip155:1:0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48'

describe('getTokenPrices', () => {
  it('[API-008] POST /v1/fungible/price sends currency, addresses, projectId and returns fungibles', async () => {
    const setup = await setupBlockchainApi({
      'POST /v1/fungible/price': {
        body: { fungibles: [{ name: 'Ether', symbol: 'ETH', iconUrl: 'i', price: 3000.5 }] },
      },
    })
    server = setup.server
    const result = await getTokenPrices(setup.client, { caipNetworkId: 'eip155:1', addresses: [from, to] })
    expect(result.fungibles).toEqual([{ name: 'Ether', symbol: 'ETH', iconUrl: 'i', price: 3000.5 }])
    expect(setup.server.requests[0]?.body).toEqual({
      currency: 'usd',
      addresses: [from, to],
      projectId: 'test-project',
    })
  })

  it('[API-008] sends the given currency', async () => {
    const setup = await setupBlockchainApi({ 'POST /v1/fungible/price': { body: { fungibles: [] } } })
    server = setup.server
    await getTokenPrices(setup.client, { caipNetworkId: 'eip155:1', addresses: [from], currency: 'eur' })
    expect(setup.server.requests[0]?.body).toMatchObject({ currency: 'eur' })
  })
})
