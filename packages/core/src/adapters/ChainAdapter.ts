import type { AccountType, CaipAddress, CaipNetworkId, Namespace } from '@atrium/common'
import type { Connector } from '../connectors/Connector.js'
import type { EmbeddedWallet } from './AuthProvider.js'

/**
 * A wallet an adapter can connect, as the adapter reports it: a `Connector` without `chain` (the
 * adapter's namespace fills it) and without member connectors (core merges, CONNECTOR-005).
 * `type` is never `'MULTI_CHAIN'`: only core builds merged entries.
 */
export type WalletDescriptor = Omit<Connector, 'chain' | 'connectors' | 'type'> & {
  readonly type: Exclude<Connector['type'], 'MULTI_CHAIN'>
}

/** One account of a session, in CAIP-10 form (`'eip155:1:0xab…'`). */
export type AdapterAccount<namespace extends Namespace = Namespace> = {
  readonly caipAddress: CaipAddress<namespace>
  /** Defaults to `'eoa'` when the wallet does not say. */
  readonly type?: AccountType | undefined
  readonly publicKey?: string | undefined
  readonly path?: string | undefined
}

/** What `connect` resolves with. The first account is the active one. */
export type AdapterSession<namespace extends Namespace = Namespace> = {
  /** The connector that holds the session; core stores it per namespace (CONNECTOR-003, STORE-007). */
  readonly connectorId: string
  /** At least one account; every `caipAddress` is on `networkId`. */
  readonly accounts: readonly [AdapterAccount<namespace>, ...AdapterAccount<namespace>[]]
  /** The network the wallet is on after connecting. */
  readonly networkId: CaipNetworkId<namespace>
}

/** Parameters of `ChainAdapter.connect`. */
export type AdapterConnectParameters<namespace extends Namespace = Namespace> = {
  /** The `id` of one of the adapter's `listWallets()` entries. */
  readonly connectorId: string
  /** Network to connect on; the wallet's current network when absent. */
  readonly networkId?: CaipNetworkId<namespace> | undefined
}

/** Parameters of `ChainAdapter.disconnect`. */
export type AdapterDisconnectParameters = {
  /** The `connectorId` of the session to end. */
  readonly connectorId: string
}

/**
 * What an adapter reports without being asked. Core actions turn these into store writes; an
 * adapter never writes a store itself.
 */
export type AdapterEvent<namespace extends Namespace = Namespace> =
  | { readonly type: 'accountsChanged'; readonly accounts: readonly AdapterAccount<namespace>[] }
  | { readonly type: 'chainChanged'; readonly networkId: CaipNetworkId<namespace> }
  | { readonly type: 'disconnect' }
  | { readonly type: 'connectorsChanged'; readonly wallets: readonly WalletDescriptor[] }

/** A native-currency balance, as a decimal string in whole units (`'1.5'`) and its symbol. */
export type AdapterBalance = { readonly balance: string; readonly symbol: string }

/** Parameters of `ChainAdapter.sendTransaction` and `estimateGas`. Amounts are in the smallest unit. */
export type AdapterTransactionParameters<namespace extends Namespace = Namespace> = {
  readonly from: CaipAddress<namespace>
  readonly to: string
  readonly value?: bigint | undefined
  readonly data?: string | undefined
  readonly gas?: bigint | undefined
  readonly gasPrice?: bigint | undefined
}

/** Parameters of `ChainAdapter.buildTokenTransfer`. `amount` is in the token's smallest unit. */
export type AdapterTokenTransferParameters<namespace extends Namespace = Namespace> = {
  readonly from: CaipAddress<namespace>
  readonly to: string
  readonly tokenAddress: string
  readonly amount: bigint
}

/** One call of a `sendCalls` batch (EIP-5792). `value` is in the smallest unit. */
export type AdapterCall = {
  readonly to: string
  readonly value?: bigint | undefined
  readonly data?: string | undefined
}

/** Parameters of `ChainAdapter.sendCalls`: the calls run from `from`, on its network, in order. */
export type AdapterSendCallsParameters<namespace extends Namespace = Namespace> = {
  readonly from: CaipAddress<namespace>
  readonly calls: readonly [AdapterCall, ...AdapterCall[]]
}

/** The receipt of one transaction of a batch, as viem's `getCallsStatus` reports it. */
export type AdapterCallsReceipt = {
  readonly transactionHash: string
  readonly status: 'success' | 'reverted'
  readonly blockNumber: bigint
  readonly gasUsed: bigint
}

/**
 * A batch's status, shaped as viem's `getCallsStatus` answers (EIP-5792): `pending` until every
 * transaction is mined, then `success` or `failure` (a reverted or refused call); `statusCode` is
 * the EIP-5792 code (100 pending, 200 confirmed, 4xx/5xx/6xx failures); `atomic` says whether the
 * wallet ran the calls as one unit.
 */
export type AdapterCallsStatus = {
  readonly id: string
  readonly status: 'pending' | 'success' | 'failure'
  readonly statusCode: number
  readonly atomic: boolean
  readonly receipts: readonly AdapterCallsReceipt[]
}

/** A mined transaction, as `ChainAdapter.waitForTransactionReceipt` reports it. */
export type AdapterTransactionReceipt = {
  readonly status: 'success' | 'reverted'
  readonly blockNumber: bigint
}

/**
 * One chain namespace's bridge between core and a wallet library (wagmi, Wallet Standard,
 * polkadot extensions, bitcoin wallets). Each adapter package exports a factory returning a plain
 * object of this shape (STYLE §5); core only knows this type and never imports an implementation.
 *
 * Optional members are optional abilities: absent means unsupported, and core then skips the
 * feature. An adapter never fakes an ability it lacks (no method returning `{}` or `0n`). Every rejected promise is
 * an `AtriumError` with a catalogue `code` (foreign errors wrapped once here, at the adapter
 * boundary, keeping the original as `cause`). The `@atrium/testing` contract suite
 * (`describeChainAdapterContract`) checks all of this for every adapter.
 *
 * @example
 * const adapter: ChainAdapter<'eip155'> = createWagmiAdapter({ config })
 * const session = await adapter.connect({ connectorId: 'io.metamask' })
 * session.accounts[0].caipAddress // 'eip155:1:0xab…'
 */
export type ChainAdapter<namespace extends Namespace = Namespace> = {
  readonly namespace: namespace
  /** The wallets this adapter can connect right now (injected, announced, SDK, WalletConnect). */
  listWallets(): readonly WalletDescriptor[]
  /** Opens a session with one wallet; rejects with a coded error (e.g. user rejected). */
  connect(parameters: AdapterConnectParameters<namespace>): Promise<AdapterSession<namespace>>
  /** Ends the session of `connectorId`; resolves even when it was already ended. */
  disconnect(parameters: AdapterDisconnectParameters): Promise<void>
  /** Delivers events until the returned function is called. */
  subscribe(listener: (event: AdapterEvent<namespace>) => void): () => void
  /** Restores a session after a reload without prompting, or resolves `undefined`. */
  reconnect?(parameters: { readonly connectorId: string }): Promise<AdapterSession<namespace> | undefined>
  /** Asks the wallet to move to `networkId` (NET-006..011). */
  switchNetwork?(parameters: { readonly networkId: CaipNetworkId<namespace> }): Promise<void>
  /** Native balance of an account. */
  getBalance?(parameters: { readonly caipAddress: CaipAddress<namespace> }): Promise<AdapterBalance>
  /** Signs a plain-text message; resolves with the signature. */
  signMessage?(parameters: {
    readonly caipAddress: CaipAddress<namespace>
    readonly message: string
  }): Promise<string>
  /** Sends a native or contract transaction; resolves with its hash or signature. */
  sendTransaction?(parameters: AdapterTransactionParameters<namespace>): Promise<string>
  /**
   * Gas a transaction would use where the chain prices gas (`getGasPrice` present); otherwise its
   * whole fee in the native currency's smallest unit.
   */
  estimateGas?(parameters: AdapterTransactionParameters<namespace>): Promise<bigint>
  /**
   * The price of one unit of gas on `networkId`, in the native currency's smallest unit (EVM: wei).
   * Present only where fees are gas × price, so the fee of a transaction is `estimateGas × getGasPrice`.
   */
  getGasPrice?(parameters: { readonly networkId: CaipNetworkId<namespace> }): Promise<bigint>
  /**
   * Whether `address` can receive on `networkId`, checked with the namespace's own library
   * (checksum, encoding, network prefix). Never rejects for a malformed address: it resolves `false`.
   */
  isAddress?(parameters: {
    readonly address: string
    readonly networkId: CaipNetworkId<namespace>
  }): Promise<boolean>
  /**
   * The transaction that moves `amount` (smallest unit) of the token `tokenAddress` from `from` to
   * `to` (an ERC20 `transfer`; on Solana an SPL transfer, `tokenAddress` being the mint), for
   * `sendTransaction` and `estimateGas`. Core hands the object to them as it is, so an adapter may
   * carry its own fields in it (Solana's `mint`).
   */
  buildTokenTransfer?(
    parameters: AdapterTokenTransferParameters<namespace>,
  ): Promise<AdapterTransactionParameters<namespace>>
  /**
   * The number of the latest block of `networkId`, read from the chain at the call (never cached):
   * the swap sends no quote older than it.
   */
  getBlockNumber?(parameters: { readonly networkId: CaipNetworkId<namespace> }): Promise<bigint>
  /**
   * Resolves once the transaction `hash` of `networkId` is in a block, with its status and block;
   * rejects with a coded time-out after `timeout` ms (60 s by default).
   */
  waitForTransactionReceipt?(parameters: {
    readonly networkId: CaipNetworkId<namespace>
    readonly hash: string
    readonly timeout?: number | undefined
  }): Promise<AdapterTransactionReceipt>
  /** Checks that the live session still answers; the heartbeat calls it (CONN-025). */
  ping?(): Promise<void>
  /**
   * Sends a batch of calls (EIP-5792 `wallet_sendCalls` when the wallet reports the capability,
   * otherwise one transaction after another); resolves with the batch id `getCallsStatus` reads.
   */
  sendCalls?(parameters: AdapterSendCallsParameters<namespace>): Promise<{ readonly id: string }>
  /** The status of a batch `sendCalls` started, read once. */
  getCallsStatus?(parameters: { readonly id: string }): Promise<AdapterCallsStatus>
  /**
   * Resolves once the batch is no longer pending (its last status); rejects with a coded time-out
   * after `timeout` ms (60 s by default).
   */
  waitForCallsStatus?(parameters: {
    readonly id: string
    readonly timeout?: number | undefined
  }): Promise<AdapterCallsStatus>
  /**
   * The wallet's raw `wallet_getAssets` answer (ERC-7811) for `caipAddress`'s network, or
   * `undefined` when the connected wallet does not advertise asset discovery. Unchecked: core
   * validates it (`parseWalletAssets`) before anything is shown.
   */
  getWalletAssets?(parameters: { readonly caipAddress: CaipAddress<namespace> }): Promise<unknown>
  /**
   * Adds the embedded wallet (email, social and Farcaster sign-in) as this adapter's `AUTH`
   * connector, reported with `connectorsChanged`; resolves once it is listed. appkit calls it once,
   * on the first sign-in step or before restoring an embedded-wallet session; adapters of
   * namespaces the frame does not serve leave it out.
   */
  attachEmbeddedWallet?(wallet: EmbeddedWallet): Promise<void>
}

/** The abilities a `ChainAdapter` may leave out. */
export type ChainAdapterAbility =
  | 'reconnect'
  | 'switchNetwork'
  | 'getBalance'
  | 'signMessage'
  | 'sendTransaction'
  | 'estimateGas'
  | 'getGasPrice'
  | 'isAddress'
  | 'buildTokenTransfer'
  | 'getBlockNumber'
  | 'waitForTransactionReceipt'
  | 'ping'
  | 'sendCalls'
  | 'getCallsStatus'
  | 'waitForCallsStatus'
  | 'getWalletAssets'

/** Reading blocks and receipts, which only the eip155 adapter does (for the swap). */
export type BlockReadAbility = 'getBlockNumber' | 'waitForTransactionReceipt'

/** The EIP-5792 / ERC-7811 wallet abilities: only eip155 wallets have them. */
export type EvmWalletCallsAbility = 'sendCalls' | 'getCallsStatus' | 'waitForCallsStatus' | 'getWalletAssets'

/**
 * A `ChainAdapter` that has `abilities` (every optional one by default), as an adapter package
 * declares what it returns.
 *
 * @example
 * type SolanaAdapter = ChainAdapterWith<'solana', Exclude<ChainAdapterAbility, 'sendTransaction'>> & { … }
 */
export type ChainAdapterWith<
  namespace extends Namespace,
  abilities extends ChainAdapterAbility = ChainAdapterAbility,
> = ChainAdapter<namespace> & Required<Pick<ChainAdapter<namespace>, abilities>>
