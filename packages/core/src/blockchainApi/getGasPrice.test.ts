import { afterEach, describe, expect, it } from 'vitest'
import type { TestServer } from '../http/startTestServer.test-helper.js'
import { getGasPrice } from './getGasPrice.js'
import { setupBlockchainApi } from './setupBlockchainApi.test-helper.js'

let server: TestServer | undefined
afterEach(async () => {
  await server?.close()
})

describe('getGasPrice', () => {
  it('[API-010] GET /v1/convert/gas-price sends chainId and returns standard, fast and instant', async () => {
    const setup = await setupBlockchainApi({
      'GET /v1/convert/gas-price': { body: { standard: '1', fast: '2', instant: '3' } },
    })
    server = setup.server
    await expect(getGasPrice(setup.client, { caipNetworkId: 'eip155:10' })).resolves.toEqual({
      standard: '1',
      fast: '2',
      instant: '3',
    })
    expect(setup.server.requests[0]?.query.chainId).toBe('eip155:10')
  })
})
