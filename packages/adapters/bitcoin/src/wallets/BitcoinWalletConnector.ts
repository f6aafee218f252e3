import type { BitcoinNetworkName } from '../networks/bitcoinNetwork.js'

/** The ids of the bitcoin wallets the adapter knows (its `listWallets()` ids). */
export type BitcoinWalletId = 'xverse' | 'unisat' | 'okx' | 'leather' | 'phantom'

/** Message signing protocols, named as sats-connect names them: BIP-137 ('ECDSA') and BIP-322 simple. */
export type BitcoinMessageProtocol = 'ECDSA' | 'BIP322'

/** One address a wallet shares: payment (where bitcoin is spent from) or ordinals (taproot, inscriptions). */
export type BitcoinWalletAccount = {
  readonly address: string
  readonly purpose: 'payment' | 'ordinals'
  /** Hex; for taproot the x-only internal key when the wallet says which. */
  readonly publicKey?: string | undefined
  /** BIP-32 derivation path, when the wallet tells it (Leather). */
  readonly path?: string | undefined
}

/** What a wallet's own events report to the adapter. */
export type BitcoinWalletHandlers = {
  /** The accounts or the network changed: the new accounts when the event carried them, else `undefined` (read them). */
  onChange(accounts?: readonly BitcoinWalletAccount[]): void
  /** The wallet ended the session. */
  onDisconnect(): void
}

/**
 * One injected bitcoin wallet, behind one shape: how the adapter finds it, connects, reads, signs
 * and listens. Every rejection is a coded `AtriumError`, and every call has a bounded wait.
 */
export type BitcoinWalletConnector = {
  readonly id: BitcoinWalletId
  /** Display name, exact (core merges same-named wallets across namespaces, CONNECTOR-005). */
  readonly name: string
  readonly rdns: string
  /** True when the wallet's provider is injected in the page. */
  isInstalled(): boolean
  /** The icon the wallet registers in `window.btc_providers`, if any. */
  getImageUrl(): string | undefined
  /** Asks for the payment and ordinals addresses (a prompt). */
  connect(parameters: { readonly network: BitcoinNetworkName }): Promise<BitcoinWalletAccount[]>
  /** The authorised accounts without a prompt (`[]` when none); absent when the wallet cannot tell silently. */
  readAccounts?: (() => Promise<BitcoinWalletAccount[]>) | undefined
  /** Revokes the dApp's authorisation where the wallet can; resolves either way. */
  disconnect(): Promise<void>
  /** Asks the wallet to move to `network`; absent when the wallet cannot switch networks. */
  switchNetwork?: ((network: BitcoinNetworkName) => Promise<void>) | undefined
  /** The protocols `signMessage` can use, the preferred first. */
  readonly messageProtocols: readonly BitcoinMessageProtocol[]
  /** Signs `message` with `address` (whose purpose is `purpose`); resolves the base64 signature. */
  signMessage(parameters: {
    readonly address: string
    readonly purpose: BitcoinWalletAccount['purpose']
    readonly message: string
    readonly protocol: BitcoinMessageProtocol
  }): Promise<string>
  /** Signs the inputs `signInputs` names (`{ [address]: inputIndexes }`) without finalising or broadcasting; base64 in and out. */
  signPsbt(parameters: {
    readonly psbt: string
    readonly signInputs: Readonly<Record<string, readonly number[]>>
    readonly network: BitcoinNetworkName
  }): Promise<string>
  /** Listens to the wallet's own events until the returned function is called. */
  watch(handlers: BitcoinWalletHandlers): () => void
}
