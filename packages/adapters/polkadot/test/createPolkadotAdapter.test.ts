// @vitest-environment happy-dom
import { formatUnits } from '@atrium/common'
import { type AdapterEvent, createMemoryStorage, type StorageBackend } from '@atrium/core'
import { POLKADOT_DEV_ACCOUNTS } from '@atrium/devnet'
import { createPolkadotTestWallet, expectCodedRejection, type PolkadotTestWallet } from '@atrium/testing'
import type { ApiPromise } from '@polkadot/api'
import { u8aWrapBytes } from '@polkadot/util'
import { encodeAddress, randomAsU8a, signatureVerify } from '@polkadot/util-crypto'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import {
  type CreatePolkadotAdapterParameters,
  createPolkadotAdapter,
  type PolkadotAdapter,
} from '../src/adapter/createPolkadotAdapter.js'
import { POLKADOT_SESSION_STORAGE_KEY } from '../src/session/createSessionStorage.js'
import {
  createLocalApi,
  getDevnetPolkadot,
  getLocalNetwork,
  getLocalSs58Prefixes,
  UNREACHABLE_POLKADOT,
} from './devnetPolkadot.test-helper.js'

// This file's funded senders: Alice and Bob (the contract file sends from Dave).
const [alice, bob, charlie, , , ferdie] = POLKADOT_DEV_ACCOUNTS
type InjectedWindow = Window & { injectedWeb3?: Record<string, unknown> }

describe('createPolkadotAdapter on the local chain, with the test extension', () => {
  const adapters: PolkadotAdapter[] = []
  const removals: (() => void)[] = []
  let api: ApiPromise
  beforeAll(async () => {
    api = await createLocalApi()
  })
  afterAll(async () => {
    await api.disconnect()
  })
  afterEach(async () => {
    for (const remove of removals.splice(0)) remove()
    for (const adapter of adapters.splice(0)) await adapter.dispose()
    delete (window as InjectedWindow).injectedWeb3
  })

  const create = (overrides: Partial<CreatePolkadotAdapterParameters> = {}) => {
    const adapter = createPolkadotAdapter({
      networks: [getLocalNetwork(), UNREACHABLE_POLKADOT],
      appName: 'Atrium tests',
      storage: createMemoryStorage(),
      ss58Prefixes: getLocalSs58Prefixes(),
      extensionRecheckDelaysMs: [],
      ...overrides,
    })
    adapters.push(adapter)
    return adapter
  }
  const install = async (
    uris: readonly string[],
    options: { extensionName?: string; authorized?: boolean } = {},
  ): Promise<PolkadotTestWallet> => {
    const [first, ...rest] = uris.map((uri) => ({ uri }))
    if (first === undefined) throw new Error('install needs an account')
    const wallet = await createPolkadotTestWallet({ accounts: [first, ...rest], ...options })
    removals.push(wallet.inject(window))
    return wallet
  }
  const record = (adapter: PolkadotAdapter) => {
    const events: AdapterEvent<'polkadot'>[] = []
    removals.push(adapter.subscribe((event) => events.push(event)))
    return events
  }
  const freeBalance = async (address: string) =>
    (await api.query.system.account(address)).data.free.toBigInt()
  /** A fresh account nobody else sends to, so its balance changes only by this file's transfer. */
  const freshAddress = () => encodeAddress(randomAsU8a(32), getDevnetPolkadot().ss58Prefix)

  describe('wallets', () => {
    it('lists polkadot-js, Talisman and SubWallet by name, then other extensions by key', async () => {
      await install([alice.uri], { extensionName: 'custom-wallet' })
      await install([alice.uri], { extensionName: 'subwallet-js' })
      await install([alice.uri], { extensionName: 'talisman' })
      await install([alice.uri], { extensionName: 'polkadot-js' })
      expect(create().listWallets()).toEqual([
        { id: 'polkadot-js', name: 'Polkadot{.js}', type: 'INJECTED', provider: true },
        { id: 'talisman', name: 'Talisman', type: 'INJECTED', provider: true },
        { id: 'subwallet-js', name: 'SubWallet', type: 'INJECTED', provider: true },
        { id: 'custom-wallet', name: 'custom-wallet', type: 'INJECTED', provider: true },
      ])
    })

    it('picks up an extension that injects late and reports connectorsChanged', async () => {
      const adapter = create({ extensionRecheckDelaysMs: [20, 60] })
      const events = record(adapter)
      expect(adapter.listWallets()).toEqual([])
      await install([alice.uri], { extensionName: 'talisman' })
      await vi.waitFor(() =>
        expect(events).toEqual([
          {
            type: 'connectorsChanged',
            wallets: [{ id: 'talisman', name: 'Talisman', type: 'INJECTED', provider: true }],
          },
        ]),
      )
    })
  })

  describe('connection', () => {
    it('[NET-008] connects with accounts in CAIP-10 form, addresses in the network SS58 prefix', async () => {
      await install([alice.uri, bob.uri])
      const local = getLocalNetwork()
      const session = await create().connect({ connectorId: 'polkadot-js' })
      expect(session).toEqual({
        connectorId: 'polkadot-js',
        networkId: local.caipNetworkId,
        accounts: [
          { caipAddress: `${local.caipNetworkId}:${alice.address}`, publicKey: alice.publicKey },
          { caipAddress: `${local.caipNetworkId}:${bob.address}`, publicKey: bob.publicKey },
        ],
      })
    })

    it('connects on the network asked for, re-encoding the addresses', async () => {
      await install([alice.uri])
      const session = await create().connect({
        connectorId: 'polkadot-js',
        networkId: UNREACHABLE_POLKADOT.caipNetworkId,
      })
      expect(session.accounts[0].caipAddress).toBe(
        `${UNREACHABLE_POLKADOT.caipNetworkId}:${encodeAddress(alice.publicKey, 0)}`,
      )
    })

    it("[RPC-018] a declined authorisation ('Rejected') is the user rejection 4001", async () => {
      const wallet = await install([alice.uri])
      wallet.rejectNextRequest()
      const error = await expectCodedRejection(() => create().connect({ connectorId: 'polkadot-js' }))
      expect(error).toMatchObject({ code: 'RPC_USER_REJECTED_REQUEST', rpcCode: 4001 })
    })

    it('rejects an unknown extension and an unconfigured network with coded errors', async () => {
      await install([alice.uri])
      const adapter = create()
      expect(await expectCodedRejection(() => adapter.connect({ connectorId: 'talisman' }))).toMatchObject({
        code: 'RPC_RESOURCE_NOT_FOUND',
      })
      expect(
        await expectCodedRejection(() =>
          adapter.connect({
            connectorId: 'polkadot-js',
            networkId: 'polkadot:b0a8d493285c2df73290dfb7e61f870f',
          }),
        ),
      ).toMatchObject({ code: 'NETWORK_NOT_FOUND' })
    })

    it('reports account switches as accountsChanged and a removed authorisation as disconnect', async () => {
      const wallet = await install([alice.uri, bob.uri])
      const adapter = create()
      await adapter.connect({ connectorId: 'polkadot-js' })
      const events = record(adapter)
      wallet.switchAccount(wallet.addresses[1] ?? '')
      const network = getLocalNetwork().caipNetworkId
      await vi.waitFor(() =>
        expect(events).toEqual([
          {
            type: 'accountsChanged',
            accounts: [
              { caipAddress: `${network}:${bob.address}`, publicKey: bob.publicKey },
              { caipAddress: `${network}:${alice.address}`, publicKey: alice.publicKey },
            ],
          },
        ]),
      )
      wallet.disconnect()
      await vi.waitFor(() => expect(events.at(-1)).toEqual({ type: 'disconnect' }))
      expect(await adapter.reconnect({ connectorId: 'polkadot-js' })).toBeUndefined()
    })

    it('[STORE-001] reconnects after a reload without a prompt, from the stored extension and network', async () => {
      const wallet = await install([alice.uri])
      const storage: StorageBackend = createMemoryStorage()
      const session = await create({ storage }).connect({ connectorId: 'polkadot-js' })
      expect(JSON.parse(storage.getItem(POLKADOT_SESSION_STORAGE_KEY) ?? '')).toEqual({
        connectorId: 'polkadot-js',
        networkId: getLocalNetwork().caipNetworkId,
      })
      wallet.rejectNextRequest()
      const reloaded = create({ storage })
      expect(await reloaded.reconnect({ connectorId: 'polkadot-js' })).toEqual(session)
      expect(await reloaded.reconnect({ connectorId: 'talisman' })).toBeUndefined()
      // The pending rejection was not used by the reconnect: the next prompt gets it.
      expect(
        await expectCodedRejection(() =>
          reloaded.signMessage({ caipAddress: session.accounts[0].caipAddress, message: 'x' }),
        ),
      ).toMatchObject({ code: 'RPC_USER_REJECTED_REQUEST' })
    })

    it('reconnect waits for an extension that injects after the reload', async () => {
      const storage = createMemoryStorage()
      await install([alice.uri])
      await create({ storage }).connect({ connectorId: 'polkadot-js' })
      for (const remove of removals.splice(0)) remove()
      const reloaded = create({ storage })
      const restoring = reloaded.reconnect({ connectorId: 'polkadot-js' })
      setTimeout(() => void install([alice.uri], { authorized: true }), 100)
      expect((await restoring)?.accounts[0].caipAddress).toBe(
        `${getLocalNetwork().caipNetworkId}:${alice.address}`,
      )
    })

    it('reconnect forgets an extension that no longer authorises the dApp', async () => {
      const storage = createMemoryStorage()
      const wallet = await install([alice.uri])
      await create({ storage }).connect({ connectorId: 'polkadot-js' })
      wallet.disconnect()
      wallet.rejectNextRequest()
      expect(await create({ storage }).reconnect({ connectorId: 'polkadot-js' })).toBeUndefined()
      expect(storage.getItem(POLKADOT_SESSION_STORAGE_KEY)).toBeNull()
    })

    it('disconnect ends the session and the stored choice; calls then need a connection (4100)', async () => {
      await install([alice.uri])
      const storage = createMemoryStorage()
      const adapter = create({ storage })
      const session = await adapter.connect({ connectorId: 'polkadot-js' })
      await adapter.ping()
      await adapter.disconnect({ connectorId: 'polkadot-js' })
      expect(storage.getItem(POLKADOT_SESSION_STORAGE_KEY)).toBeNull()
      for (const action of [
        () => adapter.ping(),
        () => adapter.signMessage({ caipAddress: session.accounts[0].caipAddress, message: 'x' }),
        () => adapter.sendTransaction({ from: session.accounts[0].caipAddress, to: bob.address, value: 1n }),
      ]) {
        expect(await expectCodedRejection(action)).toMatchObject({ code: 'RPC_UNAUTHORIZED' })
      }
    })

    it('[NET-006] switchNetwork moves the session without a prompt: chainChanged, then re-encoded accounts', async () => {
      await install([alice.uri])
      const storage = createMemoryStorage()
      const adapter = create({ storage })
      await adapter.connect({ connectorId: 'polkadot-js' })
      const events = record(adapter)
      await adapter.switchNetwork({ networkId: UNREACHABLE_POLKADOT.caipNetworkId })
      expect(events).toEqual([
        { type: 'chainChanged', networkId: UNREACHABLE_POLKADOT.caipNetworkId },
        {
          type: 'accountsChanged',
          accounts: [
            {
              caipAddress: `${UNREACHABLE_POLKADOT.caipNetworkId}:${encodeAddress(alice.publicKey, 0)}`,
              publicKey: alice.publicKey,
            },
          ],
        },
      ])
      expect(JSON.parse(storage.getItem(POLKADOT_SESSION_STORAGE_KEY) ?? '').networkId).toBe(
        UNREACHABLE_POLKADOT.caipNetworkId,
      )
      expect(
        await expectCodedRejection(() =>
          adapter.switchNetwork({ networkId: 'polkadot:b0a8d493285c2df73290dfb7e61f870f' }),
        ),
      ).toMatchObject({ code: 'NETWORK_NOT_FOUND' })
    })
  })

  describe('chain', () => {
    it('getBalance reads the free balance in whole units with the chain token', async () => {
      const chain = getDevnetPolkadot()
      const caipAddress = `${chain.networkId}:${ferdie.address}` as const
      expect(await create().getBalance({ caipAddress })).toEqual({
        balance: formatUnits(BigInt(chain.accountBalance), chain.tokenDecimals),
        symbol: chain.tokenSymbol,
      })
      expect(chain.tokenSymbol).toBe('ROC')
    })

    it('getBalance of a network whose node is unreachable fails with a coded error, without hanging', async () => {
      const error = await expectCodedRejection(() =>
        create().getBalance({
          caipAddress: `${UNREACHABLE_POLKADOT.caipNetworkId}:${encodeAddress(alice.publicKey, 0)}`,
        }),
      )
      expect(error).toMatchObject({ code: 'RPC_REQUEST_FAILED' })
    })

    it('signMessage returns the signRaw signature of the <Bytes>-wrapped message, which verifies', async () => {
      await install([charlie.uri])
      const adapter = create()
      const session = await adapter.connect({ connectorId: 'polkadot-js' })
      const signature = await adapter.signMessage({
        caipAddress: session.accounts[0].caipAddress,
        message: 'Atrium',
      })
      expect(signature).toMatch(/^0x[0-9a-f]{128}$/)
      expect(signatureVerify(u8aWrapBytes('Atrium'), signature, charlie.address).isValid).toBe(true)
    })

    it("[RPC-018] a cancelled signature ('Cancelled') is 4001; an account the extension did not share is 4100", async () => {
      const wallet = await install([charlie.uri])
      const adapter = create()
      const session = await adapter.connect({ connectorId: 'polkadot-js' })
      wallet.rejectNextRequest()
      expect(
        await expectCodedRejection(() =>
          adapter.signMessage({ caipAddress: session.accounts[0].caipAddress, message: 'x' }),
        ),
      ).toMatchObject({ code: 'RPC_USER_REJECTED_REQUEST', rpcCode: 4001 })
      expect(
        await expectCodedRejection(() =>
          adapter.signMessage({
            caipAddress: `${getLocalNetwork().caipNetworkId}:${bob.address}`,
            message: 'x',
          }),
        ),
      ).toMatchObject({ code: 'RPC_UNAUTHORIZED' })
    })

    it('estimateGas is the partial fee the runtime computes for the transfer', async () => {
      const from = `${getLocalNetwork().caipNetworkId}:${alice.address}` as const
      const fee = await create().estimateGas({ from, to: bob.address, value: 10n ** 12n })
      const expected = await api.tx.balances
        .transferKeepAlive(bob.address, 10n ** 12n)
        .paymentInfo(alice.address)
      expect(fee).toBe(expected.partialFee.toBigInt())
      expect(fee).toBeGreaterThan(0n)
    })

    it('sendTransaction transfers with transferKeepAlive signed by the extension, resolving once in a block', async () => {
      await install([alice.uri])
      const adapter = create()
      const session = await adapter.connect({ connectorId: 'polkadot-js' })
      const value = 12_345_678_900n
      const receiver = freshAddress()
      const senderBefore = await freeBalance(alice.address)
      const hash = await adapter.sendTransaction({
        from: session.accounts[0].caipAddress,
        to: receiver,
        value,
      })
      expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
      expect(await freeBalance(receiver)).toBe(value)
      expect(senderBefore - (await freeBalance(alice.address))).toBeGreaterThan(value)
      const balance = await adapter.getBalance({
        caipAddress: `${getLocalNetwork().caipNetworkId}:${receiver}`,
      })
      expect(balance.balance).toBe(formatUnits(value, getDevnetPolkadot().tokenDecimals))
    })

    it('a transfer the runtime fails reads as the dispatch error from the metadata', async () => {
      await install([bob.uri])
      const adapter = create()
      const session = await adapter.connect({ connectorId: 'polkadot-js' })
      const error = await expectCodedRejection(() =>
        adapter.sendTransaction({
          from: session.accounts[0].caipAddress,
          to: alice.address,
          value: BigInt(getDevnetPolkadot().accountBalance) * 2n,
        }),
      )
      expect(error).toMatchObject({
        code: 'NODE_UNKNOWN_ERROR',
        message:
          'An error occurred while executing: balances.InsufficientBalance: Balance too low to send value',
      })
    })

    it("[RPC-018] a cancelled transfer signature ('Cancelled') is 4001 and sends nothing", async () => {
      const wallet = await install([charlie.uri])
      const adapter = create()
      const session = await adapter.connect({ connectorId: 'polkadot-js' })
      const receiver = freshAddress()
      wallet.rejectNextRequest()
      expect(
        await expectCodedRejection(() =>
          adapter.sendTransaction({ from: session.accounts[0].caipAddress, to: receiver, value: 10n ** 10n }),
        ),
      ).toMatchObject({ code: 'RPC_USER_REJECTED_REQUEST' })
      expect(await freeBalance(receiver)).toBe(0n)
    })

    it('[SEND-003] rejects a transfer without a valid receiver or amount before asking the extension', async () => {
      const wallet = await install([bob.uri])
      const adapter = create()
      const session = await adapter.connect({ connectorId: 'polkadot-js' })
      const from = session.accounts[0].caipAddress
      const requests = wallet.requests.length
      for (const transaction of [
        { from, to: 'not an address', value: 1n },
        { from, to: alice.address, value: 0n },
        { from, to: alice.address },
      ]) {
        expect(await expectCodedRejection(() => adapter.sendTransaction(transaction))).toMatchObject({
          code: 'RPC_INVALID_PARAMS',
        })
      }
      expect(wallet.requests).toHaveLength(requests)
    })
  })
})
