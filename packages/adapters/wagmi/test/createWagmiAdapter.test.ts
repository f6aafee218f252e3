// @vitest-environment happy-dom
import { formatUnits } from '@atrium/common'
import { type AdapterEvent, createMemoryStorage, type StorageBackend } from '@atrium/core'
import { DEV_ACCOUNTS } from '@atrium/devnet'
import { createTestWallet, expectCodedRejection, type TestWallet } from '@atrium/testing'
import { type Address, createPublicClient, type Hex, http, parseEther, verifyMessage } from 'viem'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createWagmiAdapter, type WagmiAdapter } from '../src/adapter/createWagmiAdapter.js'
import { getDevnetChains, getDevnetNetworks, getDevnetUrl } from './devnetNetworks.test-helper.js'

// This file's own funded keys: other files use other ones, so parallel files never share a nonce.
const OWNER = DEV_ACCOUNTS[6]
const SECOND = DEV_ACCOUNTS[7]
const WALLET_ID = 'io.atrium.testwallet'

const cleanups: (() => void)[] = []
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup()
})

function announceWallet(parameters: Partial<Parameters<typeof createTestWallet>[0]> = {}): TestWallet {
  const wallet = createTestWallet({ chains: getDevnetChains(), privateKey: OWNER.privateKey, ...parameters })
  cleanups.push(wallet.announce(window))
  return wallet
}

function createAdapter(storage: StorageBackend = createMemoryStorage()): WagmiAdapter {
  return createWagmiAdapter({ networks: getDevnetNetworks(), storage, pollingInterval: 20 })
}

function record(adapter: WagmiAdapter): AdapterEvent<'eip155'>[] {
  const events: AdapterEvent<'eip155'>[] = []
  cleanups.push(adapter.subscribe((event) => events.push(event)))
  return events
}

function publicClient(chainId: number) {
  return createPublicClient({ transport: http(getDevnetUrl(chainId)), pollingInterval: 20 })
}

describe('createWagmiAdapter: wallets', () => {
  it('[CONNECTOR-001][CONNECTOR-023] lists the announced test wallet first, then Browser Wallet and Coinbase', () => {
    const wallet = announceWallet()
    const adapter = createAdapter()
    expect(adapter.namespace).toBe('eip155')
    expect(adapter.listWallets()).toEqual([
      {
        id: WALLET_ID,
        name: 'Atrium Test Wallet',
        type: 'ANNOUNCED',
        provider: true,
        info: { rdns: WALLET_ID },
        imageUrl: wallet.info.icon,
      },
      { id: 'injected', name: 'Browser Wallet', type: 'INJECTED', provider: false },
      {
        id: 'coinbaseWalletSDK',
        name: 'Coinbase Wallet',
        type: 'EXTERNAL',
        provider: true,
        info: { rdns: 'com.coinbase.wallet' },
      },
    ])
    expect(adapter.listWallets()).toBe(adapter.listWallets())
  })

  it('picks up a wallet announced later and reports connectorsChanged; the same rdns is listed once', async () => {
    const adapter = createAdapter()
    const events = record(adapter)
    expect(adapter.listWallets().map((entry) => entry.id)).not.toContain('io.late')
    announceWallet({ rdns: 'io.late', name: 'Late Wallet' })
    announceWallet({ rdns: 'io.late', name: 'Late Wallet (again)' })
    await vi.waitFor(() => expect(adapter.listWallets().map((entry) => entry.id)).toContain('io.late'))
    expect(adapter.listWallets().filter((entry) => entry.id === 'io.late')).toHaveLength(1)
    expect(events.at(-1)).toEqual({ type: 'connectorsChanged', wallets: adapter.listWallets() })
  })

  it('reports window.ethereum as the Browser Wallet provider', () => {
    const wallet = createTestWallet({ privateKey: OWNER.privateKey, chains: getDevnetChains() })
    Object.assign(window, { ethereum: wallet })
    cleanups.push(() => Reflect.deleteProperty(window, 'ethereum'))
    const adapter = createAdapter()
    expect(adapter.listWallets().find((entry) => entry.id === 'injected')).toMatchObject({ provider: true })
  })
})

describe('createWagmiAdapter: connection', () => {
  it('connects with CAIP-10 accounts on the wallet chain; the balance is the devnet one', async () => {
    const wallet = announceWallet({ additionalPrivateKeys: [SECOND.privateKey] })
    const adapter = createAdapter()
    const session = await adapter.connect({ connectorId: WALLET_ID, networkId: 'eip155:1' })
    expect(session).toEqual({
      connectorId: WALLET_ID,
      networkId: 'eip155:1',
      accounts: [{ caipAddress: `eip155:1:${OWNER.address}` }, { caipAddress: `eip155:1:${SECOND.address}` }],
    })
    expect(wallet.isConnected).toBe(true)
    const onChain = await publicClient(1).getBalance({ address: OWNER.address })
    expect(await adapter.getBalance({ caipAddress: `eip155:1:${OWNER.address}` })).toEqual({
      balance: formatUnits(onChain, 18),
      symbol: 'ETH',
    })
    // The dApp's own wagmi actions see the same connection.
    expect(adapter.wagmiConfig.state.status).toBe('connected')
  })

  it('[RPC-018] a rejected connect (4001) keeps its code and cause, and leaves nothing connected', async () => {
    const wallet = announceWallet()
    const adapter = createAdapter()
    wallet.rejectNextRequest()
    const error = await expectCodedRejection(adapter.connect({ connectorId: WALLET_ID }))
    expect(error).toMatchObject({
      code: 'RPC_USER_REJECTED_REQUEST',
      rpcCode: 4001,
      message: 'User rejected the request.',
    })
    expect(error.cause).toBeDefined()
    expect(adapter.wagmiConfig.state.status).toBe('disconnected')
    expect((await adapter.connect({ connectorId: WALLET_ID })).connectorId).toBe(WALLET_ID)
  })

  it('an unknown or missing wallet rejects with a coded error', async () => {
    const adapter = createAdapter()
    expect((await expectCodedRejection(adapter.connect({ connectorId: 'io.nowhere' }))).code).toBe(
      'RPC_RESOURCE_NOT_FOUND',
    )
    expect((await expectCodedRejection(adapter.connect({ connectorId: 'injected' }))).code).toBe(
      'RPC_RESOURCE_NOT_FOUND',
    )
  })

  it('reconnects after a reload without a prompt, from the stored connection', async () => {
    const wallet = announceWallet()
    const storage = createMemoryStorage()
    const session = await createAdapter(storage).connect({ connectorId: WALLET_ID })
    const before = wallet.requests.length
    wallet.rejectNextRequest()

    const reloaded = createAdapter(storage)
    expect(await reloaded.reconnect({ connectorId: WALLET_ID })).toEqual(session)
    const prompts = wallet.requests
      .slice(before)
      .filter((request) => ['eth_requestAccounts', 'wallet_requestPermissions'].includes(request.method))
    expect(prompts).toEqual([])
    // No prompt was shown, so the rejection is still waiting for one.
    await expect(
      reloaded.signMessage({ caipAddress: session.accounts[0].caipAddress, message: 'after reload' }),
    ).rejects.toMatchObject({ code: 'RPC_USER_REJECTED_REQUEST' })
  })

  it('does not reconnect after disconnect, nor a wallet that was never connected', async () => {
    const wallet = announceWallet()
    const storage = createMemoryStorage()
    const adapter = createAdapter(storage)
    expect(await adapter.reconnect({ connectorId: WALLET_ID })).toBeUndefined()
    await adapter.connect({ connectorId: WALLET_ID })
    await adapter.disconnect({ connectorId: WALLET_ID })
    expect(wallet.isConnected).toBe(false)
    expect(await createAdapter(storage).reconnect({ connectorId: WALLET_ID })).toBeUndefined()
    expect(await adapter.reconnect({ connectorId: 'io.nowhere' })).toBeUndefined()
  })

  it('reports the wallet ending the session, then ping fails with 4100', async () => {
    const wallet = announceWallet()
    const adapter = createAdapter()
    await adapter.connect({ connectorId: WALLET_ID })
    await expect(adapter.ping()).resolves.toBeUndefined()
    const events = record(adapter)
    wallet.setAccountsConnected(false)
    await vi.waitFor(() => expect(events).toEqual([{ type: 'disconnect' }]))
    expect((await expectCodedRejection(adapter.ping())).code).toBe('RPC_UNAUTHORIZED')
  })

  it('reports accountsChanged and chainChanged made in the wallet', async () => {
    const wallet = announceWallet({ additionalPrivateKeys: [SECOND.privateKey] })
    const adapter = createAdapter()
    await adapter.connect({ connectorId: WALLET_ID })
    const events = record(adapter)
    wallet.switchAccount(SECOND.address)
    await vi.waitFor(() => expect(events).toHaveLength(1))
    wallet.switchChain(8453)
    await vi.waitFor(() => expect(events).toHaveLength(2))
    expect(events).toEqual([
      {
        type: 'accountsChanged',
        accounts: [
          { caipAddress: `eip155:1:${SECOND.address}` },
          { caipAddress: `eip155:1:${OWNER.address}` },
        ],
      },
      { type: 'chainChanged', networkId: 'eip155:8453' },
    ])
  })
})

describe('createWagmiAdapter: networks', () => {
  it('[NET-006] switches 1 → 10 → 8453, reporting chainChanged, and reads balances there', async () => {
    const wallet = announceWallet()
    const adapter = createAdapter()
    await adapter.connect({ connectorId: WALLET_ID })
    const events = record(adapter)
    await adapter.switchNetwork({ networkId: 'eip155:10' })
    expect(wallet.chainId).toBe(10)
    await adapter.switchNetwork({ networkId: 'eip155:8453' })
    expect(wallet.chainId).toBe(8453)
    await adapter.switchNetwork({ networkId: 'eip155:8453' })
    expect(events).toEqual([
      { type: 'chainChanged', networkId: 'eip155:10' },
      { type: 'chainChanged', networkId: 'eip155:8453' },
    ])
    const onChain = await publicClient(8453).getBalance({ address: OWNER.address })
    expect((await adapter.getBalance({ caipAddress: `eip155:8453:${OWNER.address}` })).balance).toBe(
      formatUnits(onChain, 18),
    )
  })

  it('[RPC-019] a chain the wallet does not know (4902) is added with its RPC URL, then used', async () => {
    const [mainnetChain] = getDevnetChains()
    const wallet = announceWallet({ chains: [mainnetChain] })
    const adapter = createAdapter()
    await adapter.connect({ connectorId: WALLET_ID })
    const events = record(adapter)
    await adapter.switchNetwork({ networkId: 'eip155:8453' })
    const add = wallet.requests.find((request) => request.method === 'wallet_addEthereumChain')
    expect(add?.params).toEqual([
      expect.objectContaining({ chainId: '0x2105', chainName: 'Base', rpcUrls: [getDevnetUrl(8453)] }),
    ])
    expect(wallet.chainId).toBe(8453)
    expect(events).toEqual([{ type: 'chainChanged', networkId: 'eip155:8453' }])
    expect(await wallet.request({ method: 'eth_chainId' })).toBe('0x2105')
  })

  it('[RPC-018][RPC-019] every failed switch is a coded error: rejected (4001), add refused, add failed', async () => {
    const [mainnetChain] = getDevnetChains()
    const wallet = announceWallet({
      chains: [mainnetChain, ...getDevnetChains().filter((c) => c.chainId === 10)],
    })
    const adapter = createAdapter()
    await adapter.connect({ connectorId: WALLET_ID })
    const events = record(adapter)

    wallet.rejectNextRequest()
    const rejected = await expectCodedRejection(adapter.switchNetwork({ networkId: 'eip155:10' }))
    expect(rejected).toMatchObject({ code: 'RPC_USER_REJECTED_REQUEST', rpcCode: 4001 })
    expect(rejected.cause).toBeDefined()

    wallet.rejectNextRequest()
    const refusedAdd = await expectCodedRejection(adapter.switchNetwork({ networkId: 'eip155:8453' }))
    expect(refusedAdd).toMatchObject({ code: 'RPC_USER_REJECTED_REQUEST', rpcCode: 4001 })

    wallet.rejectNextRequest({ code: -32603, message: 'The wallet broke' })
    const failedAdd = await expectCodedRejection(adapter.switchNetwork({ networkId: 'eip155:8453' }))
    expect(failedAdd).toMatchObject({ code: 'CHAIN_DEFAULT_ERROR', rpcCode: 5000 })
    expect(failedAdd.cause).toBeDefined()

    expect(wallet.chainId).toBe(1)
    expect(events).toEqual([])
    expect((await expectCodedRejection(adapter.switchNetwork({ networkId: 'eip155:137' }))).code).toBe(
      'NETWORK_NOT_FOUND',
    )
  })

  it('without a connection, a switch only moves the chain wagmi reads from', async () => {
    const adapter = createAdapter()
    await adapter.switchNetwork({ networkId: 'eip155:10' })
    expect(adapter.wagmiConfig.state.chainId).toBe(10)
  })
})

describe('createWagmiAdapter: signing and transactions', () => {
  it('signs a message (personal_sign) that viem verifies; a refusal is 4001', async () => {
    const wallet = announceWallet()
    const adapter = createAdapter()
    const session = await adapter.connect({ connectorId: WALLET_ID })
    const { caipAddress } = session.accounts[0]
    const signature = (await adapter.signMessage({ caipAddress, message: 'Hello Atrium' })) as Hex
    expect(await verifyMessage({ address: OWNER.address, message: 'Hello Atrium', signature })).toBe(true)
    expect(wallet.requests.at(-1)?.method).toBe('personal_sign')
    wallet.rejectNextRequest()
    expect((await expectCodedRejection(adapter.signMessage({ caipAddress, message: 'no' }))).rpcCode).toBe(
      4001,
    )
    expect(
      (
        await expectCodedRejection(
          adapter.signMessage({ caipAddress: `eip155:1:${DEV_ACCOUNTS[9].address}`, message: 'x' }),
        )
      ).code,
    ).toBe('RPC_UNAUTHORIZED')
  })

  it('estimates gas and sends a transaction mined on devnet; the balance moves', async () => {
    announceWallet()
    const adapter = createAdapter()
    const session = await adapter.connect({ connectorId: WALLET_ID })
    const recipient: Address = '0x00000000000000000000000000000000000a7e11'
    const client = publicClient(1)
    const before = await client.getBalance({ address: recipient })
    const transaction = { from: session.accounts[0].caipAddress, to: recipient, value: parseEther('0.25') }
    expect(await adapter.estimateGas(transaction)).toBe(21_000n)
    const hash = (await adapter.sendTransaction(transaction)) as Hex
    const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 20 })
    expect(receipt.status).toBe('success')
    expect(await client.getBalance({ address: recipient })).toBe(before + parseEther('0.25'))
    expect((await adapter.getBalance({ caipAddress: `eip155:1:${recipient}` })).balance).toBe(
      formatUnits(before + parseEther('0.25'), 18),
    )
  })

  it('[RPC-026] a transaction the account cannot pay fails with the readable node error', async () => {
    const wallet = announceWallet({
      privateKey: '0x6f1c4b6d1b2f3e4a5b6c7d8e9f00112233445566778899aabbccddeeff001122',
    })
    const adapter = createAdapter()
    const session = await adapter.connect({ connectorId: WALLET_ID })
    const transaction = { from: session.accounts[0].caipAddress, to: OWNER.address, value: parseEther('1') }
    const sent = await expectCodedRejection(adapter.sendTransaction(transaction))
    expect(sent.code).toBe('NODE_INSUFFICIENT_FUNDS')
    expect(sent.cause).toBeDefined()
    expect(wallet.isConnected).toBe(true)
  })

  it('refuses to sign or send without a connection (4100) and bad parameters with a coded error', async () => {
    const adapter = createAdapter()
    const caipAddress = `eip155:1:${OWNER.address}` as const
    expect((await expectCodedRejection(adapter.signMessage({ caipAddress, message: 'x' }))).code).toBe(
      'RPC_UNAUTHORIZED',
    )
    expect(
      (await expectCodedRejection(adapter.sendTransaction({ from: caipAddress, to: OWNER.address }))).code,
    ).toBe('RPC_UNAUTHORIZED')
    expect((await expectCodedRejection(adapter.ping())).code).toBe('RPC_UNAUTHORIZED')
    expect((await expectCodedRejection(adapter.estimateGas({ from: caipAddress, to: 'nope' }))).code).toBe(
      'INVALID_ADDRESS',
    )
    expect(
      (await expectCodedRejection(adapter.getBalance({ caipAddress: `eip155:137:${OWNER.address}` }))).code,
    ).toBe('NETWORK_NOT_FOUND')
  })
})
