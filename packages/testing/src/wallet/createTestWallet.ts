import { type Address, getAddress, type Hex, isAddressEqual, numberToHex, type PrivateKeyAccount } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { type AnnouncementTarget, announceProvider, type Eip6963ProviderInfo } from './announceProvider.js'
import {
  createAuthorisationMemory,
  type RememberAuthorisationParameters,
} from './createAuthorisationMemory.js'
import type { TestWalletCapabilities } from './createTestWalletCapabilities.js'
import { createTestWalletRequestHandler } from './createTestWalletRequestHandler.js'
import { createProviderRpcError, type ProviderRpcError } from './ProviderRpcError.js'
import {
  TEST_WALLET_DEFAULT_ICON,
  TEST_WALLET_DEFAULT_NAME,
  TEST_WALLET_DEFAULT_RDNS,
} from './testWalletDefaults.js'

/** A chain the test wallet can use: its id and the RPC URL of its node (a devnet node in tests). */
export type TestWalletChain = { readonly chainId: number; readonly rpcUrl: string }

export type CreateTestWalletParameters = {
  /** Key of the active account, e.g. a funded devnet key (`DEV_ACCOUNTS[0].privateKey` of `@atrium/devnet`). */
  readonly privateKey: Hex
  /** Keys of more accounts the wallet holds; they follow the active one in `eth_accounts`. */
  readonly additionalPrivateKeys?: readonly Hex[] | undefined
  /** The chains the wallet knows, at least one; `wallet_addEthereumChain` adds more. */
  readonly chains: readonly TestWalletChain[]
  /** The chain the wallet starts on; the first of `chains` by default. */
  readonly chainId?: number | undefined
  /** EIP-6963 name, `'Atrium Test Wallet'` by default. */
  readonly name?: string | undefined
  /** EIP-6963 reverse-DNS id, `'io.atrium.testwallet'` by default. */
  readonly rdns?: string | undefined
  /** EIP-6963 icon (a `data:` URI); a small SVG by default. */
  readonly icon?: string | undefined
  /** EIP-6963 uuid; a fresh one per wallet by default. */
  readonly uuid?: string | undefined
  /** The dApp is already authorised (as on a later visit): `eth_accounts` answers at once. Default false. */
  readonly connected?: boolean | undefined
  /**
   * Keeps the dApp's authorisation in storage (the page's `localStorage` for a wallet created in the
   * page), so the wallet created again after a reload starts authorised, as a browser extension does;
   * a revocation or disconnect forgets it. `connected` takes precedence.
   */
  readonly rememberAuthorisation?: RememberAuthorisationParameters | undefined
  /**
   * EIP-5792 batches (`wallet_sendCalls` run as real transactions, `wallet_getCallsStatus` from
   * their receipts) and ERC-7811 assets (`wallet_getAssets` read from the chain), advertised by
   * `wallet_getCapabilities`. None by default: a plain account answers those methods 4200.
   */
  readonly capabilities?: TestWalletCapabilities | undefined
}

/** The EIP-1193 events the wallet emits and their payloads. */
export type TestWalletEventMap = {
  readonly accountsChanged: readonly Address[]
  readonly chainChanged: Hex
  readonly connect: { readonly chainId: Hex }
  readonly disconnect: ProviderRpcError
}

/** An EIP-1193 event name. */
export type TestWalletEvent = keyof TestWalletEventMap

/** One EIP-1193 request, as the wallet received it. */
export type TestWalletRequest = { readonly method: string; readonly params?: unknown }

/** What `rejectNextRequest` rejects with: 4001 'User rejected the request.' unless told otherwise. */
export type TestWalletRejection = {
  readonly code?: number | undefined
  readonly message?: string | undefined
}

/**
 * An EIP-1193 provider backed by real private keys (viem local accounts) and real nodes, with the
 * controls a test needs to play the user (reject, disconnect, switch account or network).
 */
export type TestWallet = {
  /** EIP-1193 `request`: rejects with a `ProviderRpcError` (`{ code, message, data? }`). */
  request(args: TestWalletRequest): Promise<unknown>
  on<event extends TestWalletEvent>(
    event: event,
    listener: (payload: TestWalletEventMap[event]) => void,
  ): TestWallet
  removeListener<event extends TestWalletEvent>(
    event: event,
    listener: (payload: TestWalletEventMap[event]) => void,
  ): TestWallet
  /** Marks the provider, as `isMetaMask` marks MetaMask's. */
  readonly isAtriumTestWallet: true
  /** The EIP-6963 info announced for this wallet. */
  readonly info: Eip6963ProviderInfo
  /** The active account. */
  readonly account: PrivateKeyAccount
  /** The active account's address (checksummed). */
  readonly address: Address
  /** Every account, the active one first. */
  readonly addresses: readonly Address[]
  /** The current chain. */
  readonly chainId: number
  /** The chains the wallet knows, added ones included. */
  readonly chains: readonly TestWalletChain[]
  /** True while the dApp is authorised (after `eth_requestAccounts`, until a disconnect). */
  readonly isConnected: boolean
  /** Every request received, in order (user-facing or not). */
  readonly requests: readonly TestWalletRequest[]
  /** The next user-facing request (a prompt in a real wallet) fails with 4001, or with `rejection`. */
  rejectNextRequest(rejection?: TestWalletRejection): void
  /** Authorises (true) or revokes (false) the dApp from the wallet side; emits `accountsChanged`. */
  setAccountsConnected(connected: boolean): void
  /** Makes `address` (one of `addresses`) the active account; emits `accountsChanged` when connected. */
  switchAccount(address: string): void
  /** Moves to a known chain from the wallet side (the user picks a network); emits `chainChanged`. */
  switchChain(chainId: number): void
  /** Ends the session from the wallet side: `accountsChanged` with `[]`, then `disconnect` (4900). */
  disconnect(): void
  /** Announces the wallet through EIP-6963 on `target`; returns a function that stops answering. */
  announce(target: AnnouncementTarget): () => void
}

/** EIP-1193 "disconnected from all chains". */
const PROVIDER_DISCONNECTED_CODE = 4900
/** EIP-1193 "user rejected the request". */
const USER_REJECTED_CODE = 4001

/**
 * Creates the EVM test wallet: an EIP-1193 provider signing with local keys (`personal_sign`,
 * `eth_signTypedData_v4`, `eth_sendTransaction` signed here and sent raw to the current chain's
 * node), switching and adding chains (4902 for an unknown one), forwarding read methods to the
 * current chain's RPC, and announcing itself through EIP-6963. Its connection lives in this
 * object, so a page reload (Playwright) reconnects without a prompt, as with a browser wallet.
 *
 * @example
 * const devnet = await startDevnet({ portBase: 'auto' })
 * const wallet = createTestWallet({
 *   privateKey: DEV_ACCOUNTS[0].privateKey,
 *   chains: devnet.evm.map(({ chainId, rpcUrl }) => ({ chainId, rpcUrl })),
 * })
 * wallet.announce(window)
 * wallet.rejectNextRequest() // the next prompt answers 4001
 */
export function createTestWallet(parameters: CreateTestWalletParameters): TestWallet {
  const keys = [parameters.privateKey, ...(parameters.additionalPrivateKeys ?? [])]
  let accounts = keys.map((key) => privateKeyToAccount(key))
  const chains = new Map(parameters.chains.map((chain) => [chain.chainId, { ...chain }]))
  const [firstChain] = parameters.chains
  if (firstChain === undefined) throw new RangeError('createTestWallet: chains is empty')
  let chainId = parameters.chainId ?? firstChain.chainId
  if (!chains.has(chainId)) throw new RangeError(`createTestWallet: chainId ${chainId} is not among chains`)
  const memory = createAuthorisationMemory(parameters.rememberAuthorisation)
  let connected = parameters.connected ?? memory.isAuthorised()
  let rejection: TestWalletRejection | undefined
  const requests: TestWalletRequest[] = []
  const listeners = new Map<TestWalletEvent, Set<(payload: never) => void>>()
  const info: Eip6963ProviderInfo = {
    uuid: parameters.uuid ?? crypto.randomUUID(),
    name: parameters.name ?? TEST_WALLET_DEFAULT_NAME,
    icon: parameters.icon ?? TEST_WALLET_DEFAULT_ICON,
    rdns: parameters.rdns ?? TEST_WALLET_DEFAULT_RDNS,
  }

  function emit<event extends TestWalletEvent>(event: event, payload: TestWalletEventMap[event]): void {
    for (const listener of [...(listeners.get(event) ?? [])]) {
      try {
        ;(listener as (value: TestWalletEventMap[event]) => void)(payload)
      } catch (error) {
        // A listener's bug must not break the wallet's own state change; surface it unhandled.
        setTimeout(() => {
          throw error
        })
      }
    }
  }
  const addresses = () => accounts.map((account) => account.address)
  const activeAccount = (): PrivateKeyAccount => {
    const [first] = accounts
    if (first === undefined) throw new RangeError('createTestWallet: the wallet holds no account')
    return first
  }
  const currentChain = (): TestWalletChain => {
    const chain = chains.get(chainId)
    if (chain === undefined) throw new RangeError(`createTestWallet: chain ${chainId} is unknown`)
    return chain
  }
  const setConnected = (value: boolean) => {
    if (connected === value) return
    connected = value
    memory.setAuthorised(value)
    emit('accountsChanged', value ? addresses() : [])
    if (value) emit('connect', { chainId: numberToHex(chainId) })
  }
  const setChain = (next: number) => {
    if (next === chainId) return
    chainId = next
    emit('chainChanged', numberToHex(next))
  }

  const handleRequest = createTestWalletRequestHandler({
    getAccounts: () => accounts,
    getChainId: () => chainId,
    getChain: (id) => chains.get(id),
    getCurrentChain: currentChain,
    isConnected: () => connected,
    connect: () => setConnected(true),
    disconnect: () => setConnected(false),
    switchChain: setChain,
    addChain: (chain) => {
      chains.set(chain.chainId, chain)
    },
    capabilities: parameters.capabilities,
    prompt: () => {
      if (rejection === undefined) return
      const { code = USER_REJECTED_CODE, message } = rejection
      rejection = undefined
      throw createProviderRpcError(code, message)
    },
  })

  const wallet: TestWallet = {
    request: async (args) => {
      const request: TestWalletRequest =
        args.params === undefined ? { method: args.method } : { method: args.method, params: args.params }
      requests.push(request)
      return handleRequest(request)
    },
    on: (event, listener) => {
      const set = listeners.get(event) ?? new Set()
      set.add(listener as (payload: never) => void)
      listeners.set(event, set)
      return wallet
    },
    removeListener: (event, listener) => {
      listeners.get(event)?.delete(listener as (payload: never) => void)
      return wallet
    },
    isAtriumTestWallet: true,
    info,
    get account() {
      return activeAccount()
    },
    get address() {
      return activeAccount().address
    },
    get addresses() {
      return addresses()
    },
    get chainId() {
      return chainId
    },
    get chains() {
      return [...chains.values()]
    },
    get isConnected() {
      return connected
    },
    requests,
    rejectNextRequest: (next = {}) => {
      rejection = next
    },
    setAccountsConnected: setConnected,
    switchAccount: (address) => {
      const target = accounts.find((account) => isAddressEqual(account.address, getAddress(address)))
      if (target === undefined)
        throw new RangeError(`switchAccount: ${address} is not an account of this wallet`)
      accounts = [target, ...accounts.filter((account) => account !== target)]
      if (connected) emit('accountsChanged', addresses())
    },
    switchChain: (next) => {
      if (!chains.has(next)) throw new RangeError(`switchChain: chain ${next} is unknown to the wallet`)
      setChain(next)
    },
    disconnect: () => {
      const wasConnected = connected
      setConnected(false)
      if (wasConnected) emit('disconnect', createProviderRpcError(PROVIDER_DISCONNECTED_CODE))
    },
    announce: (target) => announceProvider(target, { info, provider: wallet }),
  }
  return wallet
}
