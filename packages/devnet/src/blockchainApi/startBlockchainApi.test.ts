import {
  createBlockchainApiClient,
  getBalances,
  getGasPrice,
  getIdentity,
  getSupportedNetworks,
  getTokenPrices,
} from '@atrium/core'
import { createPublicClient, createWalletClient, erc20Abi, formatEther, http, parseEther } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { DEV_ACCOUNTS } from '../accounts/devAccounts.js'
import { BITCOIN_DEV_ACCOUNTS } from '../bitcoin/bitcoinDevAccounts.js'
import { DEVNET_EVM_TOKENS } from '../evm/devnetEvmTokens.js'
import { sendRawRequest } from '../network/sendRawRequest.test-helper.js'
import { SOLANA_DEV_ACCOUNTS } from '../solana/solanaDevAccounts.js'
import { SOLANA_DEV_MINT } from '../solana/solanaDevMint.js'
import type { Devnet } from '../startDevnet.js'
import { EVM_NATIVE_PRICE_ADDRESS } from './createEvmNetwork.js'
import { SOLANA_NATIVE_PRICE_ADDRESS } from './createSolanaNetwork.js'
import { startApiDevnet } from './startApiDevnet.test-helper.js'

let devnet: Devnet
let apiUrl: string

beforeAll(async () => {
  devnet = await startApiDevnet({
    evm: { chains: [{ chainId: 1 }, { chainId: 10 }] },
    solana: {},
    bitcoin: {},
  })
  apiUrl = devnet.blockchainApi?.url ?? ''
})

afterAll(async () => {
  await devnet?.stop()
})

/** A fresh client (empty caches) that asks the devnet which networks it serves. */
const getClient = () => createBlockchainApiClient({ projectId: 'devnet-tests', baseUrl: apiUrl })

const [dusd, atr] = DEVNET_EVM_TOKENS as [(typeof DEVNET_EVM_TOKENS)[0], (typeof DEVNET_EVM_TOKENS)[0]]
const [holder, , , , , newcomer] = DEV_ACCOUNTS

function rpcUrlOf(chainId: number): string {
  return devnet.evm.find((chain) => chain.chainId === chainId)?.rpcUrl ?? ''
}

describe('the devnet Blockchain API', () => {
  test('[API-003] v1/supported-chains lists the networks of the chains the devnet runs', async () => {
    await expect(getSupportedNetworks(getClient())).resolves.toEqual({
      http: ['eip155:1', 'eip155:10', devnet.solana?.networkId, devnet.bitcoin?.networkId],
      ws: [],
    })
  })

  test('[API-013][ACCT-009][ACCT-015] EVM balances are ether and the devnet tokens the chain holds, priced from the table', async () => {
    const ether = await createPublicClient({ transport: http(rpcUrlOf(1)) }).getBalance({
      address: holder.address,
    })
    const { balances, source } = await getBalances(getClient(), {
      address: holder.address,
      caipNetworkId: 'eip155:1',
    })
    expect(source).toBe('network')
    expect(balances).toEqual([
      {
        name: 'Ether',
        symbol: 'ETH',
        chainId: 'eip155:1',
        value: Number(formatEther(ether)) * 3000,
        price: 3000,
        quantity: { decimals: '18', numeric: formatEther(ether) },
        iconUrl: `${apiUrl}/devnet/images/asset-eth`,
      },
      {
        name: 'Devnet Dollar',
        symbol: 'DUSD',
        chainId: 'eip155:1',
        address: `eip155:1:${dusd.address}`,
        value: 1000,
        price: 1,
        quantity: { decimals: '18', numeric: '1000' },
        iconUrl: `${apiUrl}/devnet/images/asset-dusd`,
      },
      {
        name: 'Atrium Token',
        symbol: 'ATR',
        chainId: 'eip155:1',
        address: `eip155:1:${atr.address}`,
        value: 625,
        price: 2.5,
        quantity: { decimals: '18', numeric: '250' },
        iconUrl: `${apiUrl}/devnet/images/asset-atr`,
      },
    ])
    const icon = await fetch(balances[1]?.iconUrl ?? '')
    expect(icon.headers.get('content-type')).toBe('image/svg+xml')
    expect(await icon.text()).toContain('DUSD')
  })

  test('[API-013] balances follow the chain: a transfer of ether and of a token shows in the next answer', async () => {
    const client = getClient()
    const before = await getBalances(client, { address: newcomer.address, caipNetworkId: 'eip155:10' })
    expect(before.balances.map(({ symbol, quantity }) => [symbol, quantity.numeric])).toEqual([
      ['ETH', '10000'],
    ])
    const wallet = createWalletClient({
      account: privateKeyToAccount(holder.privateKey),
      transport: http(rpcUrlOf(10)),
    })
    const publicClient = createPublicClient({ transport: http(rpcUrlOf(10)) })
    for (const hash of [
      await wallet.sendTransaction({ to: newcomer.address, value: parseEther('1.5'), chain: null }),
      await wallet.writeContract({
        address: atr.address,
        abi: erc20Abi,
        functionName: 'transfer',
        args: [newcomer.address, parseEther('12.25')],
        chain: null,
      }),
    ]) {
      await publicClient.waitForTransactionReceipt({ hash, pollingInterval: 20 })
    }
    const after = await getBalances(client, {
      address: newcomer.address,
      caipNetworkId: 'eip155:10',
      forceUpdate: `eip155:10:${atr.address}`,
    })
    expect(after.source).toBe('network')
    expect(after.balances.map(({ symbol, quantity, value }) => [symbol, quantity.numeric, value])).toEqual([
      ['ETH', '10001.5', 10001.5 * 3000],
      ['ATR', '12.25', 12.25 * 2.5],
    ])
    // The other chain is untouched.
    const other = await getBalances(client, { address: newcomer.address, caipNetworkId: 'eip155:1' })
    expect(other.balances.map(({ symbol, quantity }) => [symbol, quantity.numeric])).toEqual([
      ['ETH', '10000'],
    ])
  })

  test('[API-013] without chainId the balances of every network of the address are listed; currency converts prices', async () => {
    const response = await fetch(
      `${apiUrl}/v1/account/${DEV_ACCOUNTS[2].address}/balance?projectId=p&currency=eur`,
    )
    const { balances } = (await response.json()) as {
      balances: { chainId: string; symbol: string; price: number }[]
    }
    expect(balances.map(({ chainId, symbol, price }) => [chainId, symbol, price])).toEqual([
      ['eip155:1', 'ETH', 2700],
      ['eip155:1', 'DUSD', 0.9],
      ['eip155:1', 'ATR', 2.25],
      ['eip155:10', 'ETH', 2700],
      ['eip155:10', 'DUSD', 0.9],
      ['eip155:10', 'ATR', 2.25],
    ])
  })

  test('[API-013] Solana balances are SOL and the devnet SPL mint, read from the chain', async () => {
    const networkId = devnet.solana?.networkId ?? 'solana:unknown'
    const owner = SOLANA_DEV_ACCOUNTS[0]?.address ?? ''
    const lamports = await fetch(devnet.solana?.rpcUrl ?? '', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'getBalance', params: [owner] }),
    }).then(async (response) => ((await response.json()) as { result: { value: number } }).result.value)
    const { balances } = await getBalances(getClient(), { address: owner, caipNetworkId: networkId })
    expect(
      balances.map(({ symbol, address, quantity, price }) => ({ symbol, address, quantity, price })),
    ).toEqual([
      {
        symbol: 'SOL',
        address: undefined,
        quantity: { decimals: '9', numeric: String(lamports / 1e9) },
        price: 150,
      },
      {
        symbol: SOLANA_DEV_MINT.symbol,
        address: `${networkId}:${SOLANA_DEV_MINT.address}`,
        quantity: { decimals: '6', numeric: '1000' },
        price: 1,
      },
    ])
  })

  test('[API-013] Bitcoin balances are the confirmed and pending coins Esplora reports', async () => {
    const networkId = devnet.bitcoin?.networkId ?? 'bip122:unknown'
    const address = BITCOIN_DEV_ACCOUNTS[0]?.paymentAddress ?? ''
    const stats = (await (await fetch(`${devnet.bitcoin?.url}/address/${address}`)).json()) as {
      chain_stats: { funded_txo_sum: number; spent_txo_sum: number }
    }
    const sats = stats.chain_stats.funded_txo_sum - stats.chain_stats.spent_txo_sum
    expect(sats).toBeGreaterThan(0)
    const { balances } = await getBalances(getClient(), { address, caipNetworkId: networkId })
    expect(balances).toMatchObject([
      {
        symbol: 'BTC',
        chainId: networkId,
        quantity: { decimals: '8', numeric: String(sats / 1e8) },
        price: 60_000,
      },
    ])
  })

  test('a balance request is refused for an address of another network, an unserved chainId or currency', async () => {
    const balanceUrl = (address: string, query: string) =>
      `${apiUrl}/v1/account/${address}/balance?projectId=p&${query}`
    const statuses = await Promise.all(
      [
        balanceUrl(SOLANA_DEV_ACCOUNTS[0]?.address ?? '', 'chainId=eip155:1'),
        balanceUrl(holder.address, 'chainId=eip155:137'),
        balanceUrl(holder.address, 'chainId=eip155:1&currency=xyz'),
        balanceUrl('not-an-address', ''),
        balanceUrl('0x'.padEnd(200, 'a'), 'chainId=eip155:1'),
      ].map(async (url) => (await fetch(url)).status),
    )
    expect(statuses).toEqual([400, 400, 400, 400, 400])
  })

  test('[API-008] POST /v1/fungible/price prices the native coins and tokens it knows and leaves out others', async () => {
    const solanaId = devnet.solana?.networkId ?? ''
    const { fungibles } = await getTokenPrices(getClient(), {
      caipNetworkId: 'eip155:1',
      addresses: [
        `eip155:1:${EVM_NATIVE_PRICE_ADDRESS.toUpperCase().replace('0X', '0x')}`,
        `eip155:1:${dusd.address.toLowerCase()}`,
        `eip155:1:0x${'12'.repeat(20)}`,
        `${solanaId}:${SOLANA_NATIVE_PRICE_ADDRESS}`,
        `${solanaId}:${SOLANA_DEV_MINT.address}`,
      ],
      currency: 'gbp',
    })
    expect(fungibles.map(({ symbol, price }) => [symbol, price])).toEqual([
      ['ETH', 2400],
      ['DUSD', 0.8],
      ['SOL', 120],
      ['USDC', 0.8],
    ])
    const tooMany = await fetch(`${apiUrl}/v1/fungible/price?projectId=p`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ currency: 'usd', addresses: Array(101).fill('eip155:1:0x0'), projectId: 'p' }),
    })
    expect(tooMany.status).toBe(400)
  })

  test('[API-010] GET /v1/convert/gas-price answers the node gas price and faster tiers above it', async () => {
    const gasPrice = await createPublicClient({ transport: http(rpcUrlOf(10)) }).getGasPrice()
    const prices = await getGasPrice(getClient(), { caipNetworkId: 'eip155:10' })
    expect(BigInt(prices?.standard ?? 0)).toBe(gasPrice)
    expect(BigInt(prices?.fast ?? 0)).toBeGreaterThan(gasPrice)
    expect(BigInt(prices?.instant ?? 0)).toBeGreaterThan(BigInt(prices?.fast ?? 0))
    const solana = await fetch(
      `${apiUrl}/v1/convert/gas-price?projectId=p&chainId=${devnet.solana?.networkId}`,
    )
    expect(solana.status).toBe(400)
  })

  test('[API-004] GET /v1/identity/{address} answers names and avatars of the local table, null for others', async () => {
    const client = getClient()
    const alice = await getIdentity(client, { address: holder.address, caipNetworkId: 'eip155:1' })
    expect(alice).toEqual({
      name: 'alice.atrium.eth',
      avatar: `${apiUrl}/devnet/images/avatar-alice.atrium.eth`,
    })
    expect((await fetch(alice.avatar ?? '')).status).toBe(200)
    await expect(
      getIdentity(client, { address: DEV_ACCOUNTS[1].address.toLowerCase(), caipNetworkId: 'eip155:1' }),
    ).resolves.toEqual({ name: 'bob.atrium.eth', avatar: null })
    await expect(
      getIdentity(client, { address: newcomer.address, caipNetworkId: 'eip155:1', sender: holder.address }),
    ).resolves.toEqual({ name: null, avatar: null })
  })

  test('a request without projectId is refused with 400 and a JSON message', async () => {
    for (const path of [
      '/v1/supported-chains',
      `/v1/account/${holder.address}/balance`,
      `/v1/identity/${holder.address}`,
    ]) {
      const refused = await fetch(`${apiUrl}${path}`)
      expect(refused.status).toBe(400)
      expect(await refused.json()).toEqual({ message: 'projectId is required' })
    }
    const price = await fetch(`${apiUrl}/v1/fungible/price`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ currency: 'usd', addresses: [] }),
    })
    expect(price.status).toBe(400)
    expect((await fetch(`${apiUrl}/v1/supported-chains?projectId=p`)).status).toBe(200)
  })

  test('listens on 127.0.0.1 only and refuses hostile requests with an error, never a crash', async () => {
    expect(apiUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
    const post = (body: string) =>
      fetch(`${apiUrl}/v1/fungible/price?projectId=p`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      })
    expect((await post('x'.repeat(70_000))).status).toBe(413)
    expect((await post('{"currency":')).status).toBe(400)
    expect((await post('["usd"]')).status).toBe(400)
    expect((await fetch(`${apiUrl}/v1/supported-chains?projectId=%E0%A4%A`)).status).toBe(400)
    expect((await fetch(`${apiUrl}/v1/supported-chains?projectId=${'p'.repeat(200)}`)).status).toBe(400)
    const tunnel = await sendRawRequest(
      devnet.blockchainApi?.port ?? 0,
      'CONNECT 127.0.0.1:22 HTTP/1.1\r\nHost: 127.0.0.1:22\r\nConnection: close\r\n\r\n',
    )
    expect(tunnel.status).toBe(405)
    await expect(getSupportedNetworks(getClient())).resolves.toMatchObject({ http: expect.any(Array) })
  })
})
