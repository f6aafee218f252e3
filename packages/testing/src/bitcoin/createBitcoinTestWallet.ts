import {
  type BitcoinTestWalletRejection,
  type BitcoinTestWalletRequest,
  type CreateBitcoinTestWalletCoreParameters,
  createBitcoinTestWalletCore,
} from './createBitcoinTestWalletCore.js'
import { createLeatherTestProvider, type LeatherTestProvider } from './createLeatherTestProvider.js'
import { createPhantomTestProvider, type PhantomTestProvider } from './createPhantomTestProvider.js'
import { createTestProviderEvents, type TestProviderEvent } from './createTestProviderEvents.js'
import { createUnisatTestProvider, type UnisatTestProvider } from './createUnisatTestProvider.js'
import { createXverseTestProvider, type XverseTestProvider } from './createXverseTestProvider.js'
import type { BitcoinTestWalletNetwork } from './deriveBitcoinTestAccount.js'
import { injectBitcoinTestProvider } from './injectBitcoinTestProvider.js'

/** Which wallet the test wallet plays: the injected API it exposes and where it injects it. */
export type BitcoinTestWalletKind = 'xverse' | 'unisat' | 'leather' | 'phantom' | 'okx'

/** The injected API of each kind. */
export type BitcoinTestProviderOf = {
  readonly xverse: XverseTestProvider
  readonly unisat: UnisatTestProvider
  readonly okx: UnisatTestProvider
  readonly leather: LeatherTestProvider
  readonly phantom: PhantomTestProvider
}

export type CreateBitcoinTestWalletParameters<kind extends BitcoinTestWalletKind = BitcoinTestWalletKind> =
  CreateBitcoinTestWalletCoreParameters & {
    readonly kind: kind
  }

/**
 * A Bitcoin browser wallet backed by real keys (bitcoinjs-lib, ecpair, @bitcoinerlab/secp256k1) and a
 * real Esplora node, exposing one wallet's own injected API, with the controls a test needs to play
 * the user (reject, switch account or network, end the session).
 */
export type BitcoinTestWallet<kind extends BitcoinTestWalletKind = BitcoinTestWalletKind> = {
  readonly kind: kind
  /** The wallet's injected API object (what `inject` puts on `window`). */
  readonly provider: BitcoinTestProviderOf[kind]
  /** The active account's native segwit (p2wpkh) address on the current network. */
  readonly paymentAddress: string
  /** The active account's taproot (p2tr) address on the current network. */
  readonly ordinalsAddress: string
  /** The active account's compressed public key (hex). */
  readonly publicKey: string
  /** Every account's `{ paymentAddress, ordinalsAddress }`, in the order of the WIFs given. */
  readonly accounts: readonly { readonly paymentAddress: string; readonly ordinalsAddress: string }[]
  readonly network: BitcoinTestWalletNetwork
  /** True while the dApp is authorised. */
  readonly isConnected: boolean
  /** Every request received, in order. */
  readonly requests: readonly BitcoinTestWalletRequest[]
  /**
   * Puts the provider where the real wallet puts it on `target` (`window`): Xverse at
   * `XverseProviders.BitcoinProvider` and in `btc_providers`, Unisat at `unisat`, OKX at
   * `okxwallet.bitcoin`, Leather at `LeatherProvider` (and in `btc_providers`), Phantom at
   * `phantom.bitcoin`. Returns a function that restores what was there.
   */
  inject(target: Window): () => void
  /** The next prompt answers with the kind's user rejection, or with `rejection`'s code and text. */
  rejectNextRequest(rejection?: BitcoinTestWalletRejection): void
  /** Makes the account of the `index`th WIF, or owning `address`, active; its kind's event reports it. */
  switchAccount(target: number | string): void
  /** Moves to `network` from the wallet side (the user picks it); its kind's event reports it. */
  switchNetwork(network: BitcoinTestWalletNetwork): void
  /** Ends the session from the wallet side (Xverse 'disconnect', Unisat / OKX / Phantom empty accounts). */
  disconnect(): void
  /** Every event the provider emits, in its own names and payloads (the Playwright installer forwards them). */
  watchProviderEvents(listener: (event: TestProviderEvent) => void): () => void
}

function createProvider(
  kind: BitcoinTestWalletKind,
  core: ReturnType<typeof createBitcoinTestWalletCore>,
  events: ReturnType<typeof createTestProviderEvents>,
) {
  switch (kind) {
    case 'xverse':
      return createXverseTestProvider(core, events)
    case 'unisat':
    case 'okx':
      return createUnisatTestProvider(core, events, kind)
    case 'leather':
      return createLeatherTestProvider(core)
    case 'phantom':
      return createPhantomTestProvider(core, events)
  }
}

/**
 * Creates the Bitcoin test wallet of `kind`. Signing: BIP-137 ("ECDSA") and BIP-322 "simple" message
 * signatures, PSBT inputs it owns (p2wpkh, and p2tr on the key path with the tweaked key); sending
 * and balances go through `esploraUrl`. Each kind answers, and rejects, as that wallet does: see the
 * provider factories for the exact shapes.
 *
 * @example
 * const chain = await startBitcoinChain({ port: 0 })
 * const wallet = createBitcoinTestWallet({ kind: 'unisat', wif: BITCOIN_DEV_ACCOUNTS[0].wif, esploraUrl: chain.url })
 * const remove = wallet.inject(window)
 * wallet.rejectNextRequest() // the next prompt answers { code: 4001, message: 'User rejected the request.' }
 */
export function createBitcoinTestWallet<kind extends BitcoinTestWalletKind>(
  parameters: CreateBitcoinTestWalletParameters<kind>,
): BitcoinTestWallet<kind> {
  const core = createBitcoinTestWalletCore(parameters)
  const events = createTestProviderEvents()
  const provider = createProvider(parameters.kind, core, events) as BitcoinTestProviderOf[kind]
  return {
    kind: parameters.kind,
    provider,
    get paymentAddress() {
      return core.account().payment.address
    },
    get ordinalsAddress() {
      return core.account().ordinals.address
    },
    get publicKey() {
      return core.account().payment.publicKey
    },
    get accounts() {
      return core.accounts().map(({ payment, ordinals }) => ({
        paymentAddress: payment.address,
        ordinalsAddress: ordinals.address,
      }))
    },
    get network() {
      return core.network()
    },
    get isConnected() {
      return core.isConnected()
    },
    requests: core.requests,
    inject: (target) => injectBitcoinTestProvider(target, parameters.kind, provider),
    rejectNextRequest: (rejection = {}) => core.setRejection(rejection),
    switchAccount: (target) => core.switchAccount(target),
    switchNetwork: (network) => core.changeNetwork(network),
    disconnect: () => core.endSession(),
    watchProviderEvents: (listener) => events.watch(listener),
  }
}
