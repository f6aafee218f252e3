import { afterEach, describe, expect, it } from 'vitest'
import type { TestServer } from '../http/startTestServer.test-helper.js'
import { buildApproveTransaction } from './buildApproveTransaction.js'
import { setupBlockchainApi } from './setupBlockchainApi.test-helper.js'

let server: TestServer | undefined
afterEach(async () => {
  await server?.close()
})

const userAddress = '0x00000000000000000000000000000000000000aa'
const from = 'eip155:1:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'
const to = 'eip155:1:0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48'

describe('buildApproveTransaction', () => {
  it('[API-012] GET /v1/convert/build-approve sends userAddress, from, to and returns the approval tx', async () => {
    const tx = { to: from, data: '0x095ea7b3', value: '0', eip155: { gas: '50000', gasPrice: '20' } }
    const setup = await setupBlockchainApi({ 'GET /v1/convert/build-approve': { body: { tx } } })
    server = setup.server
    await expect(
      buildApproveTransaction(setup.client, { caipNetworkId: 'eip155:1', userAddress, from, to }),
    ).resolves.toEqual(tx)
    expect(setup.server.requests[0]?.query).toMatchObject({ userAddress, from, to })
  })
})
