import { afterEach, describe, expect, it } from 'vitest'
import type { TestServer } from '../http/startTestServer.test-helper.js'
import { getSwapTokens } from './getSwapTokens.js'
import { setupBlockchainApi } from './setupBlockchainApi.test-helper.js'

let server: TestServer | undefined
afterEach(async () => {
  await server?.close()
})

const to = 'eip155:1:0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48'

describe('getSwapTokens', () => {
  it('[API-007] GET /v1/convert/tokens sends chainId and returns tokens', async () => {
    const token = { name: 'USD Coin', symbol: 'USDC', address: to, decimals: 6, logoUri: 'https://logo' }
    const setup = await setupBlockchainApi({ 'GET /v1/convert/tokens': { body: { tokens: [token] } } })
    server = setup.server
    await expect(getSwapTokens(setup.client, { caipNetworkId: 'eip155:1' })).resolves.toEqual({
      tokens: [token],
    })
    expect(setup.server.requests[0]?.query.chainId).toBe('eip155:1')
  })

  it('[API-032] a token with string decimals is rejected as a typed error', async () => {
    const setup = await setupBlockchainApi({
      'GET /v1/convert/tokens': {
        body: { tokens: [{ name: 'x', symbol: 'x', address: to, decimals: '6' }] },
      },
    })
    server = setup.server
    await expect(getSwapTokens(setup.client, { caipNetworkId: 'eip155:1' })).rejects.toMatchObject({
      code: 'SERVICE_INVALID_RESPONSE',
      message: 'Unexpected response from GET /v1/convert/tokens',
    })
  })
})
