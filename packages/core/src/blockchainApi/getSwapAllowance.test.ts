import { afterEach, describe, expect, it } from 'vitest'
import type { TestServer } from '../http/startTestServer.test-helper.js'
import { getSwapAllowance } from './getSwapAllowance.js'
import { setupBlockchainApi } from './setupBlockchainApi.test-helper.js'

let server: TestServer | undefined
afterEach(async () => {
  await server?.close()
})

const userAddress = '0x00000000000000000000000000000000000000aa'
const to = 'eip155:1:0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48'

describe('getSwapAllowance', () => {
  it('[API-009] GET /v1/convert/allowance sends tokenAddress, userAddress and returns allowance', async () => {
    const setup = await setupBlockchainApi({ 'GET /v1/convert/allowance': { body: { allowance: '1000' } } })
    server = setup.server
    await expect(
      getSwapAllowance(setup.client, { caipNetworkId: 'eip155:1', tokenAddress: to, userAddress }),
    ).resolves.toEqual({
      allowance: '1000',
    })
    expect(setup.server.requests[0]?.query).toMatchObject({ tokenAddress: to, userAddress })
  })

  it('[API-009] a numeric allowance is kept as a string', async () => {
    const setup = await setupBlockchainApi({ 'GET /v1/convert/allowance': { body: { allowance: 0 } } })
    server = setup.server
    await expect(
      getSwapAllowance(setup.client, { caipNetworkId: 'eip155:1', tokenAddress: to, userAddress }),
    ).resolves.toEqual({
      allowance: '0',
    })
  })
})
