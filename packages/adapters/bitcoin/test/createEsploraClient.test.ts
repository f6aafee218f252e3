import { BITCOIN_DEV_ACCOUNTS } from '@atrium/devnet'
import { describe, expect, it } from 'vitest'
import { createEsploraClient } from '../src/esplora/createEsploraClient.js'
import { getEsploraUrl } from './bitcoinDevnet.test-helper.js'

describe('createEsploraClient against the devnet chain', () => {
  it('reads coins and fee estimates', async () => {
    const client = createEsploraClient(`${getEsploraUrl()}/`)
    const coins = await client.getCoins(BITCOIN_DEV_ACCOUNTS[5]?.paymentAddress ?? '')
    expect(coins.length).toBeGreaterThan(0)
    expect(coins[0]).toEqual({
      txid: expect.stringMatching(/^[0-9a-f]{64}$/),
      vout: expect.any(Number),
      value: expect.any(BigInt),
      confirmed: expect.any(Boolean),
    })
    expect(await client.getFeeEstimates()).toMatchObject({ '1': expect.any(Number), '3': expect.any(Number) })
  })

  it("[API-029] a refused read is HTTP_STATUS with Esplora's text; a refused broadcast the node's error", async () => {
    const client = createEsploraClient(getEsploraUrl())
    await expect(client.getBalance('not-an-address')).rejects.toMatchObject({
      code: 'HTTP_STATUS',
      message: 'HTTP status code: 400',
      details: 'Invalid Bitcoin address',
    })
    await expect(client.broadcast('00')).rejects.toMatchObject({
      code: 'NODE_UNKNOWN_ERROR',
      message: expect.stringMatching(/^An error occurred while executing: sendrawtransaction RPC error: /),
    })
  })

  it('[RPC-017] an unreachable node is HTTP_REQUEST_FAILED', async () => {
    await expect(createEsploraClient('http://127.0.0.1:9').getFeeEstimates()).rejects.toMatchObject({
      code: 'HTTP_REQUEST_FAILED',
    })
  })
})
