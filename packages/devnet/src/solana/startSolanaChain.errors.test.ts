import { PublicKey } from '@solana/web3.js'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { SOLANA_DEV_ACCOUNTS } from './solanaDevAccounts.js'
import { SOLANA_DEV_MINT } from './solanaDevMint.js'
import { callRpc, getAssociatedTokenAddress, postRpcBody } from './solanaTestClient.test-helper.js'
import { type DevnetSolanaChain, startSolanaChain } from './startSolanaChain.js'

let chain: DevnetSolanaChain
const address = SOLANA_DEV_ACCOUNTS[0]?.address ?? ''

beforeAll(async () => {
  chain = await startSolanaChain({ port: 0 })
})

afterAll(async () => {
  await chain.stop()
})

describe('startSolanaChain: JSON-RPC envelope and bad input', () => {
  test('answers invalid JSON with -32700 and keeps serving', async () => {
    expect(await postRpcBody(chain.rpcUrl, '{"jsonrpc":"2.0",')).toEqual({
      status: 200,
      answer: { jsonrpc: '2.0', error: { code: -32700, message: 'Parse error' }, id: null },
    })
    expect((await callRpc(chain.rpcUrl, 'getHealth')).result).toBe('ok')
  })

  test('answers an unknown method with -32601', async () => {
    expect(await callRpc(chain.rpcUrl, 'getEverything', [])).toEqual({
      jsonrpc: '2.0',
      error: { code: -32601, message: 'Method not found' },
      id: 1,
    })
    expect((await callRpc(chain.rpcUrl, 'constructor')).error?.code).toBe(-32601)
  })

  test('answers malformed requests with -32600', async () => {
    const invalid = { jsonrpc: '2.0', error: { code: -32600, message: 'Invalid request' }, id: null }
    expect((await postRpcBody(chain.rpcUrl, '42')).answer).toEqual(invalid)
    expect((await postRpcBody(chain.rpcUrl, '[]')).answer).toEqual(invalid)
    expect((await postRpcBody(chain.rpcUrl, '{"id":3,"method":"getSlot"}')).answer).toEqual({
      ...invalid,
      id: 3,
    })
    expect((await postRpcBody(chain.rpcUrl, '{"jsonrpc":"2.0","id":{},"method":"getSlot"}')).answer).toEqual(
      invalid,
    )
  })

  test('answers bad params with -32602 and a message naming the problem', async () => {
    expect((await callRpc(chain.rpcUrl, 'getBalance', ['not-a-key'])).error).toEqual({
      code: -32602,
      message: 'Invalid param: pubkey "not-a-key" is not a base58 public key of 32 bytes',
    })
    expect((await callRpc(chain.rpcUrl, 'getBalance', [])).error).toEqual({
      code: -32602,
      message: 'Invalid params: missing pubkey (param 0)',
    })
    expect((await callRpc(chain.rpcUrl, 'getBalance', { pubkey: address })).error).toEqual({
      code: -32602,
      message: 'Invalid params: params must be an array',
    })
    expect((await callRpc(chain.rpcUrl, 'getAccountInfo', [address, { encoding: 'hex' }])).error).toEqual({
      code: -32602,
      message:
        'Invalid params: encoding must be one of "binary", "base58", "base64", "base64+zstd", "jsonParsed"',
    })
    expect(
      (await callRpc(chain.rpcUrl, 'getAccountInfo', [address, { encoding: 'base64+zstd' }])).error?.message,
    ).toBe('Invalid param: encoding "base64+zstd" is not supported by the Atrium devnet, use "base64"')
    expect((await callRpc(chain.rpcUrl, 'getMinimumBalanceForRentExemption', [-1])).error).toEqual({
      code: -32602,
      message: 'Invalid params: data length must be a non-negative integer',
    })
    expect(
      (await callRpc(chain.rpcUrl, 'sendTransaction', ['AAAA', { encoding: 'base64' }])).error?.message,
    ).toMatch(/^failed to deserialize solana_transaction::versioned::VersionedTransaction: /)
    expect(
      (await callRpc(chain.rpcUrl, 'sendTransaction', ['0OIl', { encoding: 'base58' }])).error?.message,
    ).toMatch(/^invalid base58 encoding: /)
    expect(
      (await callRpc(chain.rpcUrl, 'sendTransaction', ['***', { encoding: 'base64' }])).error?.code,
    ).toBe(-32602)
    expect((await callRpc(chain.rpcUrl, 'getSignatureStatuses', [['x']])).error?.message).toBe(
      'Invalid param: signatures[0] "x" is not a base58 signature of 64 bytes',
    )
    expect(
      (await callRpc(chain.rpcUrl, 'getSignaturesForAddress', [address, { limit: 1001 }])).error?.message,
    ).toBe('Invalid param: Invalid limit; max 1000')
    expect(
      (await callRpc(chain.rpcUrl, 'getTransaction', ['1'.repeat(64), { commitment: 'processed' }])).error
        ?.message,
    ).toBe('Invalid params: Method does not support commitment below `confirmed`')
    expect(
      (await callRpc(chain.rpcUrl, 'getMultipleAccounts', [Array(101).fill(address)])).error?.message,
    ).toBe('Invalid params: Too many inputs provided; max 100')
  })

  test('answers account data in base58 up to 128 bytes, as the RPC does', async () => {
    const mint = SOLANA_DEV_MINT.address
    expect((await callRpc(chain.rpcUrl, 'getAccountInfo', [mint])).result).toMatchObject({
      value: { data: expect.any(String), space: 82 },
    })
    const tokenAccount = getAssociatedTokenAddress(new PublicKey(address), new PublicKey(mint)).toBase58()
    expect((await callRpc(chain.rpcUrl, 'getAccountInfo', [tokenAccount])).error).toEqual({
      code: -32600,
      message: 'Encoded binary (base 58) data should be less than 128 bytes, please use Base64 encoding.',
    })
    const sliced = await callRpc(chain.rpcUrl, 'getAccountInfo', [
      tokenAccount,
      { encoding: 'base58', dataSlice: { offset: 0, length: 32 } },
    ])
    expect(sliced.result).toMatchObject({ value: { data: [mint, 'base58'], space: 165 } })
    expect(
      (
        await callRpc(chain.rpcUrl, 'getAccountInfo', [
          tokenAccount,
          { encoding: 'jsonParsed', dataSlice: { offset: 0, length: 1 } },
        ])
      ).error,
    ).toEqual({
      code: -32602,
      message: 'Sliced account data can only be encoded using binary (base 58) or base64 encoding.',
    })
  })

  test('refuses a minContextSlot the chain has not reached with -32016', async () => {
    const slot = (await callRpc(chain.rpcUrl, 'getSlot')).result as number
    const answer = await callRpc(chain.rpcUrl, 'getBalance', [address, { minContextSlot: slot + 1_000_000 }])
    expect(answer.error).toEqual({
      code: -32016,
      message: 'Minimum context slot has not been reached',
      data: { contextSlot: expect.any(Number) },
    })
    expect(
      (await callRpc(chain.rpcUrl, 'getBalance', [address, { minContextSlot: slot }])).result,
    ).toMatchObject({
      value: 1000 * 10 ** 9,
    })
  })

  test('answers batches in order and leaves notifications unanswered', async () => {
    const batch = [
      { jsonrpc: '2.0', id: 'a', method: 'getBalance', params: [address] },
      { jsonrpc: '2.0', id: 'b', method: 'nope' },
      { jsonrpc: '2.0', method: 'getSlot' },
    ]
    const { answer } = await postRpcBody(chain.rpcUrl, JSON.stringify(batch))
    expect(answer).toEqual([
      {
        jsonrpc: '2.0',
        result: { context: { apiVersion: '4.3.0', slot: expect.any(Number) }, value: 1000 * 10 ** 9 },
        id: 'a',
      },
      { jsonrpc: '2.0', error: { code: -32601, message: 'Method not found' }, id: 'b' },
    ])
    expect(await postRpcBody(chain.rpcUrl, JSON.stringify({ jsonrpc: '2.0', method: 'getSlot' }))).toEqual({
      status: 204,
      answer: undefined,
    })
  })

  test('writes u64 values digit for digit', async () => {
    const response = await fetch(chain.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'getAccountInfo',
        params: [address, { encoding: 'base64' }],
      }),
    })
    expect(await response.text()).toContain('"rentEpoch":18446744073709551615')
  })

  test('lets pages on other origins call it (CORS)', async () => {
    const preflight = await fetch(chain.rpcUrl, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://127.0.0.1:5173',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,solana-client',
      },
    })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*')
    expect(preflight.headers.get('access-control-allow-headers')).toContain('solana-client')
    const response = await fetch(chain.rpcUrl, {
      method: 'POST',
      headers: { origin: 'http://127.0.0.1:5173', 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'getGenesisHash' }),
    })
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
  })

  test('answers a plain HTTP request on the PubSub port with 426', async () => {
    const response = await fetch(chain.wsUrl.replace('ws:', 'http:'))
    expect(response.status).toBe(426)
  })
})
