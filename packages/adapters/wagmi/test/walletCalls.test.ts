// @vitest-environment happy-dom
import { JSON_RPC_TIMEOUT_MS } from '@atrium/common'
import { createAdapterRegistry, createMemoryStorage, parseWalletAssets, sendCalls } from '@atrium/core'
import { DEV_ACCOUNTS, DEVNET_EVM_TOKENS } from '@atrium/devnet'
import {
  announceProvider,
  createTestWallet,
  DEVNET_TEST_WALLET_ASSETS,
  expectCodedRejection,
  type TestWallet,
  type TestWalletCapabilities,
} from '@atrium/testing'
import { type Address, createPublicClient, erc20Abi, formatUnits, type Hex, http, parseEther } from 'viem'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createWagmiAdapter, type WagmiAdapter } from '../src/adapter/createWagmiAdapter.js'
import { getDevnetChains, getDevnetNetworks, getDevnetUrl } from './devnetNetworks.test-helper.js'

// This file's own funded key for its sends (other files use others, so no nonce is shared); the
// asset reads use a token holder nobody sends from.
const SENDER = DEV_ACCOUNTS[9]
const HOLDER = DEV_ACCOUNTS[1]
const WALLET_ID = 'io.atrium.testwallet'
const RECEIVERS = [
  '0x0000000000000000000000000000000000005792',
  '0x0000000000000000000000000000000000007811',
] as const satisfies readonly Address[]

const cleanups: (() => void)[] = []
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup()
})

async function connect(
  parameters: { readonly privateKey?: Hex; readonly capabilities?: TestWalletCapabilities } = {},
): Promise<{ wallet: TestWallet; adapter: WagmiAdapter; from: `eip155:1:${string}` }> {
  const wallet = createTestWallet({
    chains: getDevnetChains(),
    privateKey: parameters.privateKey ?? SENDER.privateKey,
    ...(parameters.capabilities === undefined ? {} : { capabilities: parameters.capabilities }),
  })
  cleanups.push(wallet.announce(window))
  const adapter = createWagmiAdapter({
    networks: getDevnetNetworks(),
    storage: createMemoryStorage(),
    pollingInterval: 20,
  })
  await adapter.connect({ connectorId: WALLET_ID, networkId: 'eip155:1' })
  return { wallet, adapter, from: `eip155:1:${wallet.address}` }
}

const chain = createPublicClient({ transport: http(getDevnetUrl(1)), pollingInterval: 20 })
const balancesOf = (addresses: readonly Address[]) =>
  Promise.all(addresses.map((address) => chain.getBalance({ address })))
const methodsAsked = (wallet: TestWallet) => wallet.requests.map((request) => request.method)
const transfers = [
  { to: RECEIVERS[0], value: parseEther('0.001') },
  { to: RECEIVERS[1], value: parseEther('0.002') },
] as const
const afterTransfers = (before: readonly bigint[]) =>
  before.map((balance, index) => balance + (transfers[index]?.value ?? 0n))

describe('wagmi adapter: EIP-5792 batches on devnet', () => {
  it('a wallet that reports the capability gets one wallet_sendCalls; the status reaches success with the chain’s receipts', async () => {
    const { wallet, adapter, from } = await connect({ capabilities: { sendCalls: true } })
    const before = await balancesOf(RECEIVERS)
    const { id } = await sendCalls({ registry: createAdapterRegistry([adapter]) }, { from, calls: transfers })
    const status = await adapter.waitForCallsStatus({ id })
    expect(methodsAsked(wallet).filter((method) => method.startsWith('wallet_send'))).toEqual([
      'wallet_sendCalls',
    ])
    expect(methodsAsked(wallet)).not.toContain('eth_sendTransaction')
    expect(status).toMatchObject({ id, status: 'success', statusCode: 200, atomic: false })
    expect(status.receipts).toHaveLength(2)
    for (const receipt of status.receipts) {
      const onChain = await chain.getTransactionReceipt({ hash: receipt.transactionHash as Hex })
      expect(onChain).toMatchObject({ status: 'success', blockNumber: receipt.blockNumber })
      expect(onChain.from.toLowerCase()).toBe(SENDER.address.toLowerCase())
    }
    expect(await balancesOf(RECEIVERS)).toEqual(afterTransfers(before))
    expect(await adapter.getCallsStatus({ id })).toEqual(status)
  })

  it('a plain account gets one eth_sendTransaction after another; both transfers land and the status comes from their receipts', async () => {
    const { wallet, adapter, from } = await connect()
    const before = await balancesOf(RECEIVERS)
    const { id } = await adapter.sendCalls({ from, calls: transfers })
    expect(methodsAsked(wallet)).toContain('wallet_getCapabilities')
    expect(methodsAsked(wallet)).not.toContain('wallet_sendCalls')
    expect(methodsAsked(wallet).filter((method) => method === 'eth_sendTransaction')).toHaveLength(2)
    const status = await adapter.waitForCallsStatus({ id })
    expect(status).toMatchObject({ id, status: 'success', statusCode: 200, atomic: false })
    expect(status.receipts.map((receipt) => receipt.status)).toEqual(['success', 'success'])
    expect(await balancesOf(RECEIVERS)).toEqual(afterTransfers(before))
  })

  it('[VAL-013] a call whose to does not start with 0x is refused with a typed error; the wallet is asked nothing', async () => {
    const { wallet, adapter, from } = await connect({ capabilities: { sendCalls: true } })
    const asked = wallet.requests.length
    const registry = createAdapterRegistry([adapter])
    const calls = [transfers[0], { to: RECEIVERS[1].slice(2), value: 1n }]
    const error = await expectCodedRejection(sendCalls({ registry }, { from, calls }))
    expect(error).toMatchObject({
      name: 'InvalidSendCallsTargetError',
      code: 'INVALID_SEND_CALLS_TARGET',
      message: "Calls in sendCalls need a 'to' starting with 0x",
    })
    await expect(sendCalls({ registry }, { from, calls: [] })).rejects.toMatchObject({
      code: 'INVALID_SEND_CALLS_TARGET',
    })
    expect(wallet.requests.slice(asked)).toEqual([])
  })

  it('a wallet that never answers wallet_getCapabilities gets one transaction after another once the read times out', async () => {
    const wallet = createTestWallet({ chains: getDevnetChains(), privateKey: SENDER.privateKey })
    const asked: string[] = []
    // The same wallet, silent on the capability read only (a hostile or broken extension).
    const silent = Object.assign(Object.create(wallet) as TestWallet, {
      request(args: Parameters<TestWallet['request']>[0]) {
        asked.push(args.method)
        return args.method === 'wallet_getCapabilities' ? new Promise<never>(() => {}) : wallet.request(args)
      },
    })
    cleanups.push(announceProvider(window, { info: wallet.info, provider: silent }))
    const adapter = createWagmiAdapter({
      networks: getDevnetNetworks(),
      storage: createMemoryStorage(),
      pollingInterval: 20,
    })
    await adapter.connect({ connectorId: WALLET_ID, networkId: 'eip155:1' })
    const before = await balancesOf(RECEIVERS)
    // Fake time runs with real time (the node's polling keeps working); the test jumps the wait.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true })
    try {
      const sent = adapter.sendCalls({ from: `eip155:1:${wallet.address}`, calls: transfers })
      await vi.waitUntil(() => asked.includes('wallet_getCapabilities'))
      await vi.advanceTimersByTimeAsync(JSON_RPC_TIMEOUT_MS)
      const { id } = await sent
      expect((await adapter.waitForCallsStatus({ id })).status).toBe('success')
    } finally {
      vi.useRealTimers()
    }
    expect(asked.filter((method) => method === 'eth_sendTransaction')).toHaveLength(2)
    expect(await balancesOf(RECEIVERS)).toEqual(afterTransfers(before))
  })

  it('[RPC-018] a plain account refusing the first call (4001) rejects with its code and sends nothing', async () => {
    const { wallet, adapter, from } = await connect()
    const before = await balancesOf(RECEIVERS)
    wallet.rejectNextRequest()
    const error = await expectCodedRejection(adapter.sendCalls({ from, calls: transfers }))
    expect(error).toMatchObject({ code: 'RPC_USER_REJECTED_REQUEST' })
    expect(methodsAsked(wallet).filter((method) => method === 'eth_sendTransaction')).toHaveLength(1)
    expect(await balancesOf(RECEIVERS)).toEqual(before)
  })
})

describe('wagmi adapter: ERC-7811 wallet assets on devnet', () => {
  it('[VAL-014] a wallet advertising asset discovery answers wallet_getAssets with the balances the chain holds', async () => {
    const { adapter } = await connect({
      privateKey: HOLDER.privateKey,
      capabilities: { assets: DEVNET_TEST_WALLET_ASSETS },
    })
    const answer = await adapter.getWalletAssets({ caipAddress: `eip155:1:${HOLDER.address}` })
    const balances = parseWalletAssets(answer, 'eip155:1')
    const [token] = DEVNET_EVM_TOKENS
    if (token === undefined || balances === undefined)
      throw new Error('expected the devnet token and a valid answer')
    const held = await chain.readContract({
      address: token.address,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [HOLDER.address],
    })
    expect(held).toBeGreaterThan(0n)
    expect(balances[0]).toMatchObject({ symbol: 'ETH', price: 3000, chainId: 'eip155:1' })
    expect(balances.find((balance) => balance.symbol === token.symbol)).toMatchObject({
      address: `eip155:1:${token.address}`,
      quantity: { decimals: '18', numeric: formatUnits(held, 18) },
    })
  })

  it('a plain account has no asset discovery: getWalletAssets resolves undefined without asking wallet_getAssets', async () => {
    const { wallet, adapter } = await connect({ privateKey: HOLDER.privateKey })
    expect(await adapter.getWalletAssets({ caipAddress: `eip155:1:${HOLDER.address}` })).toBeUndefined()
    expect(methodsAsked(wallet)).not.toContain('wallet_getAssets')
  })
})
