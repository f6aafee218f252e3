import { afterEach, describe, expect, it } from 'vitest'
import type { TestServer } from '../http/startTestServer.test-helper.js'
import { buildSwapTransaction } from './buildSwapTransaction.js'
import { setupBlockchainApi } from './setupBlockchainApi.test-helper.js'

let server: TestServer | undefined
afterEach(async () => {
  await server?.close()
})

const userAddress = '0x00000000000000000000000000000000000000aa'
const from = 'eip155:1:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'
const to = 'eip155:1:0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48'

const tx = {
  from: userAddress,
  to: '0xrouter',
  data: '0xdeadbeef',
  value: '0',
  eip155: { gas: '150000', gasPrice: '20' },
}

describe('buildSwapTransaction', () => {
  it('[API-011] POST /v1/convert/build-transaction sends amount, eip155.slippage, projectId, from, to, userAddress', async () => {
    const setup = await setupBlockchainApi({ 'POST /v1/convert/build-transaction': { body: { tx } } })
    server = setup.server
    const result = await buildSwapTransaction(setup.client, {
      caipNetworkId: 'eip155:1',
      amount: '1000',
      slippage: 1,
      from,
      to,
      userAddress,
    })
    expect(result).toEqual(tx)
    expect(setup.server.requests[0]?.body).toEqual({
      amount: '1000',
      eip155: { slippage: 1 },
      projectId: 'test-project',
      from,
      to,
      userAddress,
    })
  })

  it('[API-011] returns tx with to, data, value, eip155.gas and eip155.gasPrice as strings', async () => {
    const setup = await setupBlockchainApi({
      'POST /v1/convert/build-transaction': {
        body: { tx: { ...tx, value: 5, eip155: { gas: 21000, gasPrice: 7 } } },
      },
    })
    server = setup.server
    const result = await buildSwapTransaction(setup.client, {
      caipNetworkId: 'eip155:1',
      amount: '1',
      slippage: '0.5',
      from,
      to,
      userAddress,
    })
    expect(result).toMatchObject({
      to: '0xrouter',
      data: '0xdeadbeef',
      value: '5',
      eip155: { gas: '21000', gasPrice: '7' },
    })
  })

  it('[API-032] a tx without data is a typed error', async () => {
    const setup = await setupBlockchainApi({
      'POST /v1/convert/build-transaction': {
        body: { tx: { to: '0x', value: '0', eip155: { gas: '1', gasPrice: '1' } } },
      },
    })
    server = setup.server
    await expect(
      buildSwapTransaction(setup.client, {
        caipNetworkId: 'eip155:1',
        amount: '1',
        slippage: 1,
        from,
        to,
        userAddress,
      }),
    ).rejects.toMatchObject({ code: 'SERVICE_INVALID_RESPONSE' })
  })
})
