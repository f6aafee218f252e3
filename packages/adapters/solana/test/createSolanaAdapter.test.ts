// @vitest-environment happy-dom
import { type AdapterEvent, createMemoryStorage, type StorageBackend } from '@atrium/core'
import {
  expectCodedRejection,
  registerStandardWallet,
  type SolanaTestWallet,
  verifySolanaSignature,
} from '@atrium/testing'
import type { Wallet } from '@wallet-standard/base'
import bs58 from 'bs58'
import { afterEach, describe, expect, it } from 'vitest'
import { createSolanaAdapter } from '../src/adapter/createSolanaAdapter.js'
import type { SolanaAdapter } from '../src/adapter/SolanaAdapter.js'
import { SOLANA_ADAPTER_STORAGE_KEY } from '../src/session/storedSession.js'
import { getLocalNetwork, getTestNetworks, getUnreachableDevnet } from './devnetSolana.test-helper.js'
import { devAccount, registerTestWallet } from './solanaTestWallets.test-helper.js'

// This file's own keys (it signs but never sends): other files use other accounts.
const OWNER = devAccount(6)
const SECOND = devAccount(7)
const WALLET_ID = 'atrium-test-wallet'

const cleanups: (() => void)[] = []
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup()
})

function registerWallet(parameters: { name?: string; connected?: boolean } = {}): SolanaTestWallet {
  const { wallet, unregister } = registerTestWallet({
    secretKey: OWNER.secretKey,
    additionalSecretKeys: [SECOND.secretKey],
    ...parameters,
  })
  cleanups.push(unregister)
  return wallet
}

function createAdapter(
  storage: StorageBackend = createMemoryStorage(),
  options: { reconnectTimeoutMs?: number } = {},
): SolanaAdapter {
  return createSolanaAdapter({ networks: getTestNetworks(), storage, ...options })
}

function record(adapter: SolanaAdapter): AdapterEvent<'solana'>[] {
  const events: AdapterEvent<'solana'>[] = []
  cleanups.push(adapter.subscribe((event) => events.push(event)))
  return events
}

function localAccount(address: string) {
  return `${getLocalNetwork().caipNetworkId}:${address}`
}

describe('createSolanaAdapter: wallets', () => {
  it('[CONNECTOR-001][CONNECTOR-023] lists a registered Solana wallet by its name-derived id, with its icon', () => {
    const wallet = registerWallet()
    const adapter = createAdapter()
    expect(adapter.namespace).toBe('solana')
    expect(adapter.listWallets()).toEqual([
      {
        id: WALLET_ID,
        name: 'Atrium Test Wallet',
        type: 'ANNOUNCED',
        provider: true,
        imageUrl: wallet.wallet.icon,
      },
    ])
    expect(adapter.listWallets()).toBe(adapter.listWallets())
  })

  it('skips wallets of other chains and wallets without standard:connect; lists a name once', () => {
    const base = registerWallet()
    const other: Wallet = {
      version: '1.0.0',
      name: 'Sui Only',
      icon: base.wallet.icon,
      chains: ['sui:mainnet'],
      features: base.wallet.features,
      accounts: [],
    }
    const connectless: Wallet = { ...other, name: 'No Connect', chains: ['solana:localnet'], features: {} }
    cleanups.push(registerStandardWallet(window, other), registerStandardWallet(window, connectless))
    registerWallet()
    expect(
      createAdapter()
        .listWallets()
        .map((wallet) => wallet.id),
    ).toEqual([WALLET_ID])
  })

  it('[CONNECTOR-005] reports a wallet registered later, and one unregistered, with connectorsChanged', async () => {
    const adapter = createAdapter()
    const events = record(adapter)
    expect(adapter.listWallets()).toEqual([])
    const { unregister } = registerTestWallet({ secretKey: OWNER.secretKey, name: 'Late Wallet' })
    expect(adapter.listWallets().map((wallet) => wallet.id)).toEqual(['late-wallet'])
    unregister()
    expect(adapter.listWallets()).toEqual([])
    expect(events.map((event) => event.type)).toEqual(['connectorsChanged', 'connectorsChanged'])
    expect(events[0]).toMatchObject({ wallets: [{ id: 'late-wallet', name: 'Late Wallet' }] })
  })
})

describe('createSolanaAdapter: connect', () => {
  it('connects on the first network and returns the CAIP-10 account', async () => {
    const wallet = registerWallet()
    const session = await createAdapter().connect({ connectorId: WALLET_ID })
    expect(session).toEqual({
      connectorId: WALLET_ID,
      accounts: [{ caipAddress: localAccount(OWNER.address), type: 'eoa' }],
      networkId: getLocalNetwork().caipNetworkId,
    })
    expect(wallet.isConnected).toBe(true)
  })

  it('connects on the requested network', async () => {
    registerWallet()
    const devnet = getUnreachableDevnet()
    const session = await createAdapter().connect({ connectorId: WALLET_ID, networkId: devnet.caipNetworkId })
    expect(session.networkId).toBe(devnet.caipNetworkId)
    expect(session.accounts[0].caipAddress).toBe(`${devnet.caipNetworkId}:${OWNER.address}`)
  })

  it('rejects an unknown wallet (RPC_RESOURCE_NOT_FOUND) and an unconfigured network (NETWORK_NOT_FOUND)', async () => {
    registerWallet()
    const adapter = createAdapter()
    expect((await expectCodedRejection(adapter.connect({ connectorId: 'phantom' }))).code).toBe(
      'RPC_RESOURCE_NOT_FOUND',
    )
    const error = await expectCodedRejection(
      adapter.connect({ connectorId: WALLET_ID, networkId: 'solana:4uhcVJyU9pJkvQyS88uRDiswHXSRkVjn' }),
    )
    expect(error.code).toBe('NETWORK_NOT_FOUND')
  })

  it('[RPC-018] a refused connect rejects with UserRejectedRequestError (4001), keeping the wallet error', async () => {
    const wallet = registerWallet()
    wallet.rejectNextRequest()
    const error = await expectCodedRejection(createAdapter().connect({ connectorId: WALLET_ID }))
    expect(error).toMatchObject({
      code: 'RPC_USER_REJECTED_REQUEST',
      rpcCode: 4001,
      message: 'User rejected the request.',
    })
    expect(error.cause).toMatchObject({ code: 4001 })
  })

  it('one session at a time: connecting another wallet releases the previous one, a refused one keeps it', async () => {
    const first = registerWallet()
    const { wallet: second, unregister } = registerTestWallet({
      secretKey: SECOND.secretKey,
      name: 'Second Wallet',
    })
    cleanups.push(unregister)
    const adapter = createAdapter()
    await adapter.connect({ connectorId: WALLET_ID })
    second.rejectNextRequest()
    await expectCodedRejection(adapter.connect({ connectorId: 'second-wallet' }))
    expect(first.isConnected).toBe(true)
    await expect(adapter.ping()).resolves.toBeUndefined()
    const session = await adapter.connect({ connectorId: 'second-wallet' })
    expect(session.accounts[0].caipAddress).toBe(localAccount(SECOND.address))
    expect(first.isConnected).toBe(false)
    expect(second.isConnected).toBe(true)
    expect(first.requests.at(-1)?.feature).toBe('standard:disconnect')
  })
})

describe('createSolanaAdapter: reconnect and disconnect', () => {
  it('restores the session after a reload without a prompt, on the stored network', async () => {
    const wallet = registerWallet()
    const storage = createMemoryStorage()
    const before = createAdapter(storage)
    await before.connect({ connectorId: WALLET_ID })
    await before.switchNetwork({ networkId: getUnreachableDevnet().caipNetworkId })
    wallet.rejectNextRequest()
    const restored = await createAdapter(storage).reconnect({ connectorId: WALLET_ID })
    expect(restored).toEqual({
      connectorId: WALLET_ID,
      accounts: [{ caipAddress: `${getUnreachableDevnet().caipNetworkId}:${OWNER.address}`, type: 'eoa' }],
      networkId: getUnreachableDevnet().caipNetworkId,
    })
    expect(wallet.requests.at(-1)).toEqual({ feature: 'standard:connect', input: { silent: true } })
  })

  it('restores nothing without a stored session, and never asks the wallet', async () => {
    const wallet = registerWallet({ connected: true })
    expect(await createAdapter().reconnect({ connectorId: WALLET_ID })).toBeUndefined()
    expect(wallet.requests).toEqual([])
  })

  it('restores nothing when the wallet no longer authorises the dApp', async () => {
    const wallet = registerWallet()
    const storage = createMemoryStorage()
    await createAdapter(storage).connect({ connectorId: WALLET_ID })
    wallet.disconnect()
    expect(await createAdapter(storage).reconnect({ connectorId: WALLET_ID })).toBeUndefined()
  })

  it('waits for a wallet that registers after the page started, and gives up on one that never does', async () => {
    const stored = (connectorId: string) =>
      createMemoryStorage({
        [SOLANA_ADAPTER_STORAGE_KEY]: JSON.stringify({
          connectorId,
          networkId: getLocalNetwork().caipNetworkId,
        }),
      })
    const pending = createAdapter(stored(WALLET_ID)).reconnect({ connectorId: WALLET_ID })
    setTimeout(() => registerWallet({ connected: true }))
    expect((await pending)?.accounts[0].caipAddress).toBe(localAccount(OWNER.address))
    expect(
      await createAdapter(stored('ghost'), { reconnectTimeoutMs: 5 }).reconnect({ connectorId: 'ghost' }),
    ).toBeUndefined()
  })

  it('disconnect ends the wallet session and forgets it; it may be repeated, also for an unknown wallet', async () => {
    const wallet = registerWallet()
    const storage = createMemoryStorage()
    const adapter = createAdapter(storage)
    const events = record(adapter)
    await adapter.connect({ connectorId: WALLET_ID })
    expect(storage.getItem(SOLANA_ADAPTER_STORAGE_KEY)).not.toBeNull()
    await adapter.disconnect({ connectorId: WALLET_ID })
    await adapter.disconnect({ connectorId: WALLET_ID })
    await adapter.disconnect({ connectorId: 'phantom' })
    expect(wallet.isConnected).toBe(false)
    expect(storage.getItem(SOLANA_ADAPTER_STORAGE_KEY)).toBeNull()
    expect(events).toEqual([])
    expect(await adapter.reconnect({ connectorId: WALLET_ID })).toBeUndefined()
  })
})

describe('createSolanaAdapter: events and networks', () => {
  it('reports account switches and the wallet ending the session, not its own connect', async () => {
    const wallet = registerWallet()
    const adapter = createAdapter()
    const events = record(adapter)
    await adapter.connect({ connectorId: WALLET_ID })
    wallet.switchAccount(SECOND.address)
    wallet.disconnect()
    expect(events).toEqual([
      { type: 'accountsChanged', accounts: [{ caipAddress: localAccount(SECOND.address), type: 'eoa' }] },
      { type: 'disconnect' },
    ])
    expect((await expectCodedRejection(adapter.ping())).code).toBe('RPC_UNAUTHORIZED')
  })

  it('a session whose wallet unregisters ends with a disconnect event', async () => {
    const { unregister } = registerTestWallet({ secretKey: OWNER.secretKey })
    const adapter = createAdapter()
    await adapter.connect({ connectorId: WALLET_ID })
    const events = record(adapter)
    unregister()
    expect(events).toContainEqual({ type: 'disconnect' })
    expect(adapter.listWallets()).toEqual([])
  })

  it('[NET-006] switchNetwork moves between configured networks without the wallet and reports chainChanged', async () => {
    const wallet = registerWallet()
    const adapter = createAdapter()
    await adapter.connect({ connectorId: WALLET_ID })
    const events = record(adapter)
    const devnet = getUnreachableDevnet().caipNetworkId
    await adapter.switchNetwork({ networkId: devnet })
    await adapter.switchNetwork({ networkId: devnet })
    wallet.switchAccount(SECOND.address)
    expect(events).toEqual([
      { type: 'chainChanged', networkId: devnet },
      { type: 'accountsChanged', accounts: [{ caipAddress: `${devnet}:${SECOND.address}`, type: 'eoa' }] },
    ])
    expect(wallet.requests.map((request) => request.feature)).toEqual(['standard:connect'])
    const error = await expectCodedRejection(
      adapter.switchNetwork({ networkId: 'solana:4uhcVJyU9pJkvQyS88uRDiswHXSRkVjn' }),
    )
    expect(error.code).toBe('NETWORK_NOT_FOUND')
  })

  it('getConnection gives the web3.js Connection of a configured network', async () => {
    const adapter = createAdapter()
    const connection = await adapter.getConnection()
    expect(connection.rpcEndpoint).toBe(getLocalNetwork().rpcUrls.default.http[0])
    expect(await adapter.getConnection()).toBe(connection)
    expect(
      (await adapter.getConnection({ networkId: getUnreachableDevnet().caipNetworkId })).rpcEndpoint,
    ).toBe('http://127.0.0.1:9')
    expect((await expectCodedRejection(adapter.getConnection({ networkId: 'solana:unknown' }))).code).toBe(
      'NETWORK_NOT_FOUND',
    )
  })
})

describe('createSolanaAdapter: signMessage and ping', () => {
  it('signs with solana:signMessage and returns the base58 Ed25519 signature', async () => {
    const wallet = registerWallet()
    const adapter = createAdapter()
    const session = await adapter.connect({ connectorId: WALLET_ID })
    const signature = await adapter.signMessage({
      caipAddress: session.accounts[0].caipAddress,
      message: 'Atrium',
    })
    // Ed25519 is deterministic: the wallet signing the same bytes gives the same signature.
    const [account] = wallet.wallet.accounts
    if (account === undefined) throw new Error('no account')
    const message = new TextEncoder().encode('Atrium')
    const [output] = await wallet.wallet.features['solana:signMessage'].signMessage({ account, message })
    expect(signature).toBe(bs58.encode(output?.signature ?? new Uint8Array()))
    expect(
      await verifySolanaSignature({
        address: OWNER.address,
        message,
        signature: output?.signature ?? new Uint8Array(),
      }),
    ).toBe(true)
  })

  it('refuses another account (4100), a refused signature is 4001, and nothing works after disconnect', async () => {
    const wallet = registerWallet()
    const adapter = createAdapter()
    const session = await adapter.connect({ connectorId: WALLET_ID })
    const caipAddress = session.accounts[0].caipAddress
    expect(
      (
        await expectCodedRejection(
          adapter.signMessage({
            caipAddress: localAccount(SECOND.address) as typeof caipAddress,
            message: 'x',
          }),
        )
      ).code,
    ).toBe('RPC_UNAUTHORIZED')
    wallet.rejectNextRequest()
    expect((await expectCodedRejection(adapter.signMessage({ caipAddress, message: 'x' }))).code).toBe(
      'RPC_USER_REJECTED_REQUEST',
    )
    await expect(adapter.ping()).resolves.toBeUndefined()
    await adapter.disconnect({ connectorId: WALLET_ID })
    expect((await expectCodedRejection(adapter.signMessage({ caipAddress, message: 'x' }))).code).toBe(
      'RPC_UNAUTHORIZED',
    )
    expect((await expectCodedRejection(adapter.ping())).code).toBe('RPC_UNAUTHORIZED')
  })

  it('ping notices a wallet that forgot the account without an event (a wallet without standard:events)', async () => {
    const { wallet, unregister } = registerTestWallet({ secretKey: OWNER.secretKey, name: 'Base Wallet' })
    cleanups.push(unregister)
    const { 'standard:events': _events, ...features } = wallet.wallet.features
    const silent: Wallet = {
      version: '1.0.0',
      name: 'Silent Wallet',
      icon: wallet.wallet.icon,
      chains: wallet.wallet.chains,
      features,
      get accounts() {
        return wallet.wallet.accounts
      },
    }
    cleanups.push(registerStandardWallet(window, silent))
    const adapter = createAdapter()
    const events = record(adapter)
    await adapter.connect({ connectorId: 'silent-wallet' })
    await expect(adapter.ping()).resolves.toBeUndefined()
    wallet.disconnect()
    expect(events.filter((event) => event.type !== 'connectorsChanged')).toEqual([])
    expect((await expectCodedRejection(adapter.ping())).code).toBe('RPC_UNAUTHORIZED')
  })
})
