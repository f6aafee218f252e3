// @vitest-environment happy-dom
import { bitcoinTestnet, defineNetwork } from '@atrium/common'
import { type AdapterEvent, createMemoryStorage, type StorageBackend } from '@atrium/core'
import { BITCOIN_DEV_ACCOUNTS } from '@atrium/devnet'
import { type BitcoinTestWalletKind, createBitcoinTestWallet, verifyBitcoinMessage } from '@atrium/testing'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createBitcoinAdapter } from '../src/adapter/createBitcoinAdapter.js'
import { getEsploraUrl, getRegtestNetwork } from './bitcoinDevnet.test-helper.js'

/** Accounts of this file: it signs and switches, it never spends. */
const [, , first, second] = BITCOIN_DEV_ACCOUNTS
const removals: (() => void)[] = []
afterEach(() => {
  vi.useRealTimers()
  for (const remove of removals.splice(0)) remove()
})

function account(index: 0 | 1) {
  const found = index === 0 ? first : second
  if (found === undefined) throw new Error('no dev account')
  return found
}

function injectWallet<kind extends BitcoinTestWalletKind>(
  kind: kind,
  options: { additional?: boolean } = {},
) {
  const wallet = createBitcoinTestWallet({
    kind,
    wif: account(0).wif,
    additionalWifs: options.additional ? [account(1).wif] : [],
    esploraUrl: getEsploraUrl(),
  })
  removals.push(wallet.inject(window))
  return wallet
}

function createAdapter(storage: StorageBackend = createMemoryStorage()) {
  return createBitcoinAdapter({
    networks: [getRegtestNetwork(), defineNetwork(bitcoinTestnet, { rpcUrls: 'http://127.0.0.1:9' })],
    storage,
  })
}

function record(adapter: ReturnType<typeof createAdapter>) {
  const events: AdapterEvent<'bip122'>[] = []
  removals.push(adapter.subscribe((event) => events.push(event)))
  return events
}

const REGTEST = 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328'

describe('wallet discovery', () => {
  it('lists only the injected wallets, with their exact names, ids and rdns', () => {
    injectWallet('xverse')
    injectWallet('phantom')
    const adapter = createAdapter()
    expect(adapter.listWallets()).toEqual([
      expect.objectContaining({
        id: 'xverse',
        name: 'Xverse',
        type: 'INJECTED',
        provider: true,
        info: { rdns: 'com.xverse' },
      }),
      expect.objectContaining({
        id: 'phantom',
        name: 'Phantom',
        type: 'INJECTED',
        provider: true,
        info: { rdns: 'app.phantom' },
      }),
    ])
    expect(adapter.listWallets()[0]?.imageUrl).toMatch(/^data:image\/svg\+xml/)
    expect(adapter.listWallets()[1]?.explorerId).toBe(
      'a797aa35c0fadbfc1a53e7f675162ed5226968b44a19ee3d24385c64d1d3c393',
    )
  })

  it('[CONNECTOR-001] finds a wallet injected after start-up and reports connectorsChanged', async () => {
    const adapter = createAdapter()
    const events = record(adapter)
    expect(adapter.listWallets()).toEqual([])
    injectWallet('unisat')
    injectWallet('okx')
    injectWallet('leather')
    await vi.waitFor(() => expect(events.some((event) => event.type === 'connectorsChanged')).toBe(true))
    expect(adapter.listWallets().map(({ id, name }) => [id, name])).toEqual([
      ['unisat', 'UniSat'],
      ['okx', 'OKX Wallet'],
      ['leather', 'Leather'],
    ])
    const listed = adapter.listWallets()
    expect(adapter.listWallets()).toBe(listed)
  })
})

describe('Xverse through sats-connect', () => {
  it('connects payment first (type payment) then ordinals, each with its public key', async () => {
    const wallet = injectWallet('xverse')
    const session = await createAdapter().connect({ connectorId: 'xverse' })
    expect(session).toEqual({
      connectorId: 'xverse',
      networkId: REGTEST,
      accounts: [
        expect.objectContaining({
          caipAddress: `${REGTEST}:${wallet.paymentAddress}`,
          type: 'payment',
          publicKey: wallet.publicKey,
        }),
        expect.objectContaining({ caipAddress: `${REGTEST}:${wallet.ordinalsAddress}`, type: undefined }),
      ],
    })
    expect(wallet.requests.map(({ method }) => method)).toEqual(['getInfo', 'wallet_connect'])
  })

  it('signs with BIP-322 for both the segwit and the taproot address; the signatures verify', async () => {
    const wallet = injectWallet('xverse')
    const adapter = createAdapter()
    const session = await adapter.connect({ connectorId: 'xverse' })
    for (const { caipAddress } of session.accounts) {
      const signature = await adapter.signMessage({ caipAddress, message: 'Atrium on bitcoin' })
      const address = caipAddress.split(':')[2] ?? ''
      expect(verifyBitcoinMessage({ address, message: 'Atrium on bitcoin', signature })).toBe(true)
    }
    expect(
      wallet.requests.filter(({ method }) => method === 'signMessage').map(({ params }) => params),
    ).toEqual([
      expect.objectContaining({ protocol: 'BIP322' }),
      expect.objectContaining({ protocol: 'BIP322' }),
    ])
  })

  it('[CONN-007] reconnects after a reload without a prompt, and not after a disconnect', async () => {
    const wallet = injectWallet('xverse')
    const storage = createMemoryStorage()
    const session = await createAdapter(storage).connect({ connectorId: 'xverse' })
    const reloaded = createAdapter(storage)
    expect(await reloaded.reconnect({ connectorId: 'xverse' })).toEqual(session)
    expect(wallet.requests.at(-1)?.method).toBe('wallet_getAccount')
    await reloaded.disconnect({ connectorId: 'xverse' })
    expect(wallet.isConnected).toBe(false)
    expect(await createAdapter(storage).reconnect({ connectorId: 'xverse' })).toBeUndefined()
  })

  it('reports the account the user switches to, and a session the wallet ends', async () => {
    const wallet = injectWallet('xverse', { additional: true })
    const adapter = createAdapter()
    await adapter.connect({ connectorId: 'xverse' })
    const events = record(adapter)
    wallet.switchAccount(1)
    await vi.waitFor(() =>
      expect(events).toContainEqual({
        type: 'accountsChanged',
        accounts: [
          expect.objectContaining({ caipAddress: `${REGTEST}:${account(1).paymentAddress}` }),
          expect.objectContaining({ caipAddress: `${REGTEST}:${account(1).ordinalsAddress}` }),
        ],
      }),
    )
    wallet.disconnect()
    await vi.waitFor(() => expect(events.at(-1)).toEqual({ type: 'disconnect' }))
    await expect(adapter.ping()).rejects.toMatchObject({ code: 'RPC_UNAUTHORIZED' })
  })

  it('[NET-006] switches the wallet to another configured network: chainChanged and the new addresses', async () => {
    const wallet = injectWallet('xverse')
    const adapter = createAdapter()
    await adapter.connect({ connectorId: 'xverse' })
    const events = record(adapter)
    await adapter.switchNetwork({ networkId: bitcoinTestnet.caipNetworkId })
    expect(wallet.network).toBe('testnet')
    await vi.waitFor(() =>
      expect(events).toContainEqual({ type: 'chainChanged', networkId: bitcoinTestnet.caipNetworkId }),
    )
    expect(events.find((event) => event.type === 'accountsChanged')).toEqual({
      type: 'accountsChanged',
      accounts: [
        expect.objectContaining({ caipAddress: `${bitcoinTestnet.caipNetworkId}:${wallet.paymentAddress}` }),
        expect.anything(),
      ],
    })
    expect(wallet.paymentAddress).toMatch(/^tb1q/)
  })

  it('asks a wallet on another network to move when connecting', async () => {
    const wallet = injectWallet('xverse')
    wallet.switchNetwork('testnet')
    const session = await createAdapter().connect({ connectorId: 'xverse', networkId: REGTEST })
    expect(session.networkId).toBe(REGTEST)
    expect(wallet.network).toBe('regtest')
  })

  it('[RPC-018] a refusal (sats-connect USER_REJECTION) is the 4001 user-rejected error', async () => {
    const wallet = injectWallet('xverse')
    wallet.rejectNextRequest()
    await expect(createAdapter().connect({ connectorId: 'xverse' })).rejects.toMatchObject({
      code: 'RPC_USER_REJECTED_REQUEST',
      rpcCode: 4001,
      message: 'User rejected the request.',
    })
  })
})

describe('Unisat and OKX', () => {
  it('connect the one account as the payment account and sign with bip322-simple', async () => {
    for (const kind of ['unisat', 'okx'] as const) {
      const wallet = injectWallet(kind)
      const adapter = createAdapter()
      const session = await adapter.connect({ connectorId: kind })
      expect(session.accounts).toEqual([
        {
          caipAddress: `${REGTEST}:${wallet.paymentAddress}`,
          type: 'payment',
          publicKey: wallet.publicKey,
          path: undefined,
        },
      ])
      const signature = await adapter.signMessage({
        caipAddress: session.accounts[0].caipAddress,
        message: kind,
      })
      expect(verifyBitcoinMessage({ address: wallet.paymentAddress, message: kind, signature })).toBe(true)
      expect(wallet.requests.at(-1)).toEqual({
        method: 'signMessage',
        params: { message: kind, type: 'bip322-simple' },
      })
      for (const remove of removals.splice(0)) remove()
    }
  })

  it("[RPC-018] Unisat's { code: 4001 } refusal is the user-rejected error; a session it ends is a disconnect", async () => {
    const wallet = injectWallet('unisat')
    const adapter = createAdapter()
    wallet.rejectNextRequest()
    await expect(adapter.connect({ connectorId: 'unisat' })).rejects.toMatchObject({
      code: 'RPC_USER_REJECTED_REQUEST',
    })
    await adapter.connect({ connectorId: 'unisat' })
    const events = record(adapter)
    wallet.disconnect()
    await vi.waitFor(() => expect(events).toEqual([{ type: 'disconnect' }]))
  })

  it('Unisat switches chains; OKX cannot (RPC_UNSUPPORTED_METHOD)', async () => {
    injectWallet('unisat')
    const adapter = createAdapter()
    await adapter.connect({ connectorId: 'unisat' })
    const events = record(adapter)
    await adapter.switchNetwork({ networkId: bitcoinTestnet.caipNetworkId })
    expect(events).toContainEqual({ type: 'chainChanged', networkId: bitcoinTestnet.caipNetworkId })
    for (const remove of removals.splice(0)) remove()

    injectWallet('okx')
    const okx = createAdapter()
    await okx.connect({ connectorId: 'okx' })
    await expect(okx.switchNetwork({ networkId: bitcoinTestnet.caipNetworkId })).rejects.toMatchObject({
      code: 'RPC_UNSUPPORTED_METHOD',
    })
  })

  it('[RPC-012] gives up on a wallet that never answers (REQUEST_TIMEOUT)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const silent = { requestAccounts: () => new Promise<string[]>(() => undefined) }
    Object.assign(window, { unisat: silent })
    removals.push(() => Reflect.deleteProperty(window, 'unisat'))
    const outcome = createAdapter()
      .connect({ connectorId: 'unisat' })
      .catch((error: unknown) => error)
    await vi.advanceTimersByTimeAsync(300_000)
    expect(await outcome).toMatchObject({
      code: 'REQUEST_TIMEOUT',
      message: 'The request took too long to respond.',
    })
  })
})

describe('Leather and Phantom', () => {
  it('Leather: payment and ordinals with their paths, BIP-322, restored from storage without a prompt', async () => {
    const wallet = injectWallet('leather')
    const storage = createMemoryStorage()
    const adapter = createAdapter(storage)
    const session = await adapter.connect({ connectorId: 'leather' })
    expect(session.accounts.map(({ path, type }) => [type, path])).toEqual([
      ['payment', "m/84'/1'/0'/0/0"],
      [undefined, "m/86'/1'/0'/0/0"],
    ])
    const taproot = session.accounts[1]?.caipAddress ?? `${REGTEST}:`
    const signature = await adapter.signMessage({ caipAddress: taproot, message: 'Leather' })
    expect(verifyBitcoinMessage({ address: wallet.ordinalsAddress, message: 'Leather', signature })).toBe(
      true,
    )
    const requests = wallet.requests.length
    expect(await createAdapter(storage).reconnect({ connectorId: 'leather' })).toEqual(session)
    expect(wallet.requests).toHaveLength(requests)
    await expect(adapter.switchNetwork({ networkId: bitcoinTestnet.caipNetworkId })).rejects.toMatchObject({
      code: 'RPC_UNSUPPORTED_METHOD',
    })
  })

  it("[RPC-018] Leather's refusal (the whole JSON-RPC response) and Phantom's (an Error with code 4001) are user rejections", async () => {
    const leather = injectWallet('leather')
    const phantom = injectWallet('phantom')
    leather.rejectNextRequest()
    phantom.rejectNextRequest()
    const adapter = createAdapter()
    await expect(adapter.connect({ connectorId: 'leather' })).rejects.toMatchObject({
      code: 'RPC_USER_REJECTED_REQUEST',
    })
    await expect(adapter.connect({ connectorId: 'phantom' })).rejects.toMatchObject({
      code: 'RPC_USER_REJECTED_REQUEST',
    })
  })

  it('Phantom: payment first though Phantom lists ordinals first, signatures as bytes turned base64, accountsChanged', async () => {
    const wallet = injectWallet('phantom', { additional: true })
    const adapter = createAdapter()
    const session = await adapter.connect({ connectorId: 'phantom' })
    expect(session.accounts[0]).toMatchObject({
      caipAddress: `${REGTEST}:${wallet.paymentAddress}`,
      type: 'payment',
    })
    const signature = await adapter.signMessage({
      caipAddress: session.accounts[0].caipAddress,
      message: 'Phantom',
    })
    expect(verifyBitcoinMessage({ address: wallet.paymentAddress, message: 'Phantom', signature })).toBe(true)
    const events = record(adapter)
    wallet.switchAccount(1)
    await vi.waitFor(() => expect(events.map(({ type }) => type)).toEqual(['accountsChanged']))
  })
})

describe('errors', () => {
  it('an unknown or absent wallet is RPC_RESOURCE_NOT_FOUND; an unconfigured network NETWORK_NOT_FOUND', async () => {
    const adapter = createAdapter()
    await expect(adapter.connect({ connectorId: 'xverse' })).rejects.toMatchObject({
      code: 'RPC_RESOURCE_NOT_FOUND',
    })
    injectWallet('xverse')
    await expect(
      adapter.connect({ connectorId: 'xverse', networkId: 'bip122:000000000019d6689c085ae165831e93' }),
    ).rejects.toMatchObject({
      code: 'NETWORK_NOT_FOUND',
    })
  })

  it('signing for an address outside the session, or without one, is RPC_UNAUTHORIZED', async () => {
    injectWallet('unisat')
    const adapter = createAdapter()
    await expect(
      adapter.signMessage({ caipAddress: `${REGTEST}:${account(0).paymentAddress}`, message: 'a' }),
    ).rejects.toMatchObject({
      code: 'RPC_UNAUTHORIZED',
    })
    await adapter.connect({ connectorId: 'unisat' })
    await expect(
      adapter.signMessage({ caipAddress: `${REGTEST}:${account(1).paymentAddress}`, message: 'a' }),
    ).rejects.toMatchObject({
      code: 'RPC_UNAUTHORIZED',
    })
  })

  it('refuses networks that are not bitcoin networks at creation', () => {
    const fake = { ...getRegtestNetwork(), caipNetworkId: 'bip122:00000000000000000000000000000000' as const }
    expect(() => createBitcoinAdapter({ networks: [fake] })).toThrow(
      expect.objectContaining({ code: 'NETWORK_NOT_FOUND' }),
    )
    expect(() => createBitcoinAdapter({ networks: [] })).toThrow(
      expect.objectContaining({ code: 'NETWORK_NOT_FOUND' }),
    )
  })
})
