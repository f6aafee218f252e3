import { type CaipNetworkId, type Namespace, parseCaipAddress } from '@atrium/common'
import type { AdapterEvent, AdapterSession, AdapterTransactionParameters, ChainAdapter } from '@atrium/core'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  assertAdapterEvent,
  assertAdapterSession,
  assertChainAdapterShape,
  assertCodedError,
  assertWalletList,
  CHAIN_ADAPTER_OPTIONAL_MEMBERS,
  expectCodedRejection,
} from './assertChainAdapter.js'

/** Actions the test performs on the wallet itself, outside the adapter. */
export type ChainAdapterContractControls = {
  /** Makes the wallet change its active account: the adapter must emit `accountsChanged`. */
  changeAccount(): void | Promise<void>
  /** Makes the wallet end the session itself; when given, the adapter must emit `disconnect`. */
  endSession?: (() => void | Promise<void>) | undefined
}

/** A fresh adapter over a fresh test wallet, and the controls of that wallet. */
export type ChainAdapterContractSubject<namespace extends Namespace> = {
  readonly adapter: ChainAdapter<namespace>
  readonly controls: ChainAdapterContractControls
}

/** What the suite needs to know about the test wallet. */
export type ChainAdapterContractWallet<namespace extends Namespace> = {
  /** A `listWallets()` id whose wallet approves every request without a prompt. */
  readonly connectorId: string
  /** A `listWallets()` id whose wallet refuses to connect (user rejection), if the test wallet has one. */
  readonly rejectingConnectorId?: string | undefined
  /** A network other than the session's, required when the adapter has `switchNetwork`. */
  readonly otherNetworkId?: CaipNetworkId<namespace> | undefined
  /** A transaction the wallet can send, required when the adapter has `sendTransaction` or `estimateGas`. */
  readonly buildTransaction?:
    | ((session: AdapterSession<namespace>) => AdapterTransactionParameters<namespace>)
    | undefined
}

export type DescribeChainAdapterContractParameters<namespace extends Namespace> = {
  /** Shown in the suite title. */
  readonly name: string
  /** Called once per test: every test gets its own adapter and wallet. */
  readonly createAdapter: () =>
    | ChainAdapterContractSubject<namespace>
    | Promise<ChainAdapterContractSubject<namespace>>
  readonly wallet: ChainAdapterContractWallet<namespace>
  /** Called after each test (stop a devnet wallet, close a socket). */
  readonly cleanup?: ((subject: ChainAdapterContractSubject<namespace>) => void | Promise<void>) | undefined
}

/** Lets queued callbacks (microtasks and zero-delay timers) run, so a late event would be seen. */
async function flushPendingCallbacks(): Promise<void> {
  for (let round = 0; round < 3; round += 1) await new Promise((resolve) => setTimeout(resolve, 0))
}

function requireParameter<value>(value: value | undefined, message: string): value {
  if (value === undefined) throw new Error(message)
  return value
}

/**
 * Registers the `ChainAdapter` contract as Vitest tests: every adapter package runs it against
 * its test wallet. It checks the shape, the wallet list, that `connect` returns CAIP accounts,
 * that events are delivered and `unsubscribe` stops them, that `disconnect` clears the session,
 * that each optional member is absent or works, and that every rejection is a coded AtriumError.
 *
 * @example
 * describeChainAdapterContract({
 *   name: 'wagmi on anvil',
 *   createAdapter: () => { const wallet = createTestWallet(); return { adapter: createWagmiAdapter(wallet.config), controls: wallet } },
 *   wallet: { connectorId: 'io.atrium.test', otherNetworkId: 'eip155:10' },
 * })
 */
export function describeChainAdapterContract<namespace extends Namespace>(
  parameters: DescribeChainAdapterContractParameters<namespace>,
): void {
  const { wallet } = parameters
  const subjects: ChainAdapterContractSubject<namespace>[] = []
  const unsubscribes: (() => void)[] = []

  async function setup(): Promise<ChainAdapterContractSubject<namespace>> {
    const subject = await parameters.createAdapter()
    subjects.push(subject)
    return subject
  }

  async function connect(adapter: ChainAdapter<namespace>): Promise<AdapterSession<namespace>> {
    const session = await adapter.connect({ connectorId: wallet.connectorId })
    assertAdapterSession(session, adapter.namespace, wallet.connectorId)
    return session
  }

  function record(adapter: ChainAdapter<namespace>): {
    events: AdapterEvent<namespace>[]
    unsubscribe: () => void
  } {
    const events: AdapterEvent<namespace>[] = []
    const unsubscribe = adapter.subscribe((event) => {
      assertAdapterEvent(event, adapter.namespace)
      events.push(event)
    })
    unsubscribes.push(unsubscribe)
    return { events, unsubscribe }
  }

  describe(`ChainAdapter contract: ${parameters.name}`, () => {
    afterEach(async () => {
      for (const unsubscribe of unsubscribes.splice(0)) unsubscribe()
      for (const subject of subjects.splice(0)) await parameters.cleanup?.(subject)
    })

    it('has the ChainAdapter shape: a namespace, the required methods, optional members absent or functions', async () => {
      const { adapter } = await setup()
      assertChainAdapterShape(adapter)
    })

    it('lists its wallets, the contract wallet among them', async () => {
      const { adapter } = await setup()
      assertWalletList(adapter)
      expect(adapter.listWallets().map((entry) => entry.id)).toContain(wallet.connectorId)
    })

    it('connect returns the chosen connector and at least one account in CAIP-10 form', async () => {
      const { adapter } = await setup()
      const session = await connect(adapter)
      expect(session.accounts.length).toBeGreaterThan(0)
    })

    it('connect with an unknown connector rejects with a coded AtriumError', async () => {
      const { adapter } = await setup()
      await expectCodedRejection(() => adapter.connect({ connectorId: 'atrium-contract-unknown-connector' }))
    })

    if (wallet.rejectingConnectorId !== undefined) {
      const rejectingConnectorId = wallet.rejectingConnectorId
      it('a refused connect rejects with a coded AtriumError', async () => {
        const { adapter } = await setup()
        await expectCodedRejection(() => adapter.connect({ connectorId: rejectingConnectorId }))
      })
    }

    it('delivers events to subscribers, and unsubscribe stops them', async () => {
      const { adapter, controls } = await setup()
      await connect(adapter)
      const { events, unsubscribe } = record(adapter)
      await controls.changeAccount()
      await vi.waitFor(() => expect(events.some((event) => event.type === 'accountsChanged')).toBe(true))
      unsubscribe()
      unsubscribe()
      const seen = events.length
      await controls.changeAccount()
      await flushPendingCallbacks()
      expect(events).toHaveLength(seen)
    })

    it('reports a session the wallet ended with a disconnect event (when the wallet can end it)', async () => {
      const { adapter, controls } = await setup()
      if (controls.endSession === undefined) return
      await connect(adapter)
      const { events } = record(adapter)
      await controls.endSession()
      await vi.waitFor(() => expect(events.some((event) => event.type === 'disconnect')).toBe(true))
    })

    it('disconnect clears the session and may be repeated', async () => {
      const { adapter } = await setup()
      const session = await connect(adapter)
      await adapter.disconnect({ connectorId: session.connectorId })
      await adapter.disconnect({ connectorId: session.connectorId })
      if (adapter.reconnect !== undefined) {
        expect(await adapter.reconnect({ connectorId: session.connectorId })).toBeUndefined()
      }
      if (adapter.signMessage !== undefined) {
        const signMessage = adapter.signMessage.bind(adapter)
        await expectCodedRejection(() =>
          signMessage({ caipAddress: session.accounts[0].caipAddress, message: 'after' }),
        )
      }
    })

    it('optional members: every one is absent or a function', async () => {
      const { adapter } = await setup()
      for (const member of CHAIN_ADAPTER_OPTIONAL_MEMBERS) {
        expect(adapter[member] === undefined || typeof adapter[member] === 'function').toBe(true)
      }
    })

    it('reconnect, when present, restores the session without a prompt', async () => {
      const { adapter } = await setup()
      if (adapter.reconnect === undefined) return
      const session = await connect(adapter)
      const restored = await adapter.reconnect({ connectorId: session.connectorId })
      expect(restored).toBeDefined()
      if (restored !== undefined) assertAdapterSession(restored, adapter.namespace, session.connectorId)
      expect(restored?.accounts.map((account) => account.caipAddress)).toEqual(
        session.accounts.map((account) => account.caipAddress),
      )
    })

    it('switchNetwork, when present, moves the wallet and reports chainChanged', async () => {
      const { adapter } = await setup()
      if (adapter.switchNetwork === undefined) return
      const networkId = requireParameter(
        wallet.otherNetworkId,
        'wallet.otherNetworkId is required to test switchNetwork',
      )
      await connect(adapter)
      const { events } = record(adapter)
      await adapter.switchNetwork({ networkId })
      await vi.waitFor(() =>
        expect(events).toContainEqual({ type: 'chainChanged', networkId } satisfies AdapterEvent<namespace>),
      )
    })

    it('getBalance, when present, returns a decimal balance and a symbol', async () => {
      const { adapter } = await setup()
      if (adapter.getBalance === undefined) return
      const session = await connect(adapter)
      const balance = await adapter.getBalance({ caipAddress: session.accounts[0].caipAddress })
      expect(balance.balance).toMatch(/^\d+(\.\d+)?$/)
      expect(balance.symbol).not.toBe('')
    })

    it('signMessage, when present, returns a signature', async () => {
      const { adapter } = await setup()
      if (adapter.signMessage === undefined) return
      const session = await connect(adapter)
      const signature = await adapter.signMessage({
        caipAddress: session.accounts[0].caipAddress,
        message: 'Atrium',
      })
      expect(typeof signature).toBe('string')
      expect(signature).not.toBe('')
    })

    it('sendTransaction and estimateGas, when present, work on the given transaction', async () => {
      const { adapter } = await setup()
      if (adapter.sendTransaction === undefined && adapter.estimateGas === undefined) return
      const build = requireParameter(
        wallet.buildTransaction,
        'wallet.buildTransaction is required to test sendTransaction / estimateGas',
      )
      const transaction = build(await connect(adapter))
      if (adapter.estimateGas !== undefined)
        expect(await adapter.estimateGas(transaction)).toBeGreaterThan(0n)
      if (adapter.sendTransaction !== undefined) {
        const hash = await adapter.sendTransaction(transaction)
        expect(typeof hash).toBe('string')
        expect(hash).not.toBe('')
      }
    })

    it("isAddress, when present, accepts the session's own address and refuses junk", async () => {
      const { adapter } = await setup()
      if (adapter.isAddress === undefined) return
      const session = await connect(adapter)
      const { address } = parseCaipAddress(session.accounts[0].caipAddress)
      const { networkId } = session
      expect(await adapter.isAddress({ address, networkId })).toBe(true)
      for (const junk of ['', 'not an address', `${address}0`, address.slice(0, -2)])
        expect(await adapter.isAddress({ address: junk, networkId })).toBe(false)
    })

    it('getGasPrice, when present, is a positive price on the session network', async () => {
      const { adapter } = await setup()
      if (adapter.getGasPrice === undefined) return
      const session = await connect(adapter)
      expect(await adapter.getGasPrice({ networkId: session.networkId })).toBeGreaterThan(0n)
    })

    it('ping, when present, resolves while connected', async () => {
      const { adapter } = await setup()
      if (adapter.ping === undefined) return
      await connect(adapter)
      await expect(adapter.ping()).resolves.toBeUndefined()
    })

    it('rejections are coded AtriumErrors', async () => {
      const { adapter } = await setup()
      const error = await adapter.connect({ connectorId: '' }).then(
        () => undefined,
        (caught: unknown) => caught,
      )
      expect(error).toBeDefined()
      assertCodedError(error)
    })
  })
}
