import { afterEach, describe, expect, it } from 'vitest'
import type { TestServer } from '../http/startTestServer.test-helper.js'
import { getSwapQuote } from './getSwapQuote.js'
import { setupBlockchainApi } from './setupBlockchainApi.test-helper.js'

let server: TestServer | undefined
afterEach(async () => {
  await server?.close()
})

const userAddress = '0x00000000000000000000000000000000000000aa'
const from = 'eip155:1:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'
const to = 'eip155:1:0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48'

describe('getSwapQuote', () => {
  it('[API-006] GET /v1/convert/quotes sends amount, userAddress, from, to, gasPrice and returns quotes', async () => {
    const setup = await setupBlockchainApi({
      'GET /v1/convert/quotes': { body: { quotes: [{ toAmount: '2500000' }, { toAmount: '1' }] } },
    })
    server = setup.server
    const { quotes } = await getSwapQuote(setup.client, {
      caipNetworkId: 'eip155:1',
      amount: '1000000000000000000',
      userAddress,
      from,
      to,
      gasPrice: '20000000000',
    })
    expect(quotes[0]?.toAmount).toBe('2500000')
    expect(setup.server.requests[0]?.query).toMatchObject({
      amount: '1000000000000000000',
      userAddress,
      from,
      to,
      gasPrice: '20000000000',
    })
  })

  it('[API-006] a quote without toAmount still parses (the swap shows Incorrect amount)', async () => {
    const setup = await setupBlockchainApi({ 'GET /v1/convert/quotes': { body: { quotes: [{}] } } })
    server = setup.server
    const result = await getSwapQuote(setup.client, {
      caipNetworkId: 'eip155:1',
      amount: '1',
      userAddress,
      from,
      to,
      gasPrice: '1',
    })
    expect(result.quotes[0]?.toAmount).toBeUndefined()
  })
})
