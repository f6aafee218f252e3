import {
  SolanaSignAndSendTransaction,
  SolanaSignIn,
  SolanaSignMessage,
  SolanaSignTransaction,
} from '@solana/wallet-standard-features'
import { Connection, Keypair } from '@solana/web3.js'
import type { IdentifierString, Wallet, WalletAccount, WalletIcon } from '@wallet-standard/base'
import type { StandardEventsChangeProperties, StandardEventsListeners } from '@wallet-standard/features'
import {
  createAuthorisationMemory,
  type RememberAuthorisationParameters,
} from '../wallet/createAuthorisationMemory.js'
import { createProviderRpcError } from '../wallet/ProviderRpcError.js'
import {
  createSolanaTestWalletFeatures,
  type SolanaTestWalletFeatures,
} from './createSolanaTestWalletFeatures.js'
import { registerStandardWallet, type WalletRegistrationTarget } from './registerStandardWallet.js'
import {
  SOLANA_TEST_WALLET_DEFAULT_CHAIN,
  SOLANA_TEST_WALLET_DEFAULT_ICON,
  SOLANA_TEST_WALLET_DEFAULT_NAME,
} from './solanaTestWalletDefaults.js'

export type CreateSolanaTestWalletParameters = {
  /** The active account's 64-byte secret key, e.g. `SOLANA_DEV_ACCOUNTS[0].secretKey` of `@atrium/devnet`. */
  readonly secretKey: Uint8Array
  /** More accounts the wallet holds, for `switchAccount`. */
  readonly additionalSecretKeys?: readonly Uint8Array[] | undefined
  /** The JSON-RPC URL `solana:signAndSendTransaction` sends to (a devnet chain in tests). */
  readonly rpcUrl: string
  /**
   * The Wallet Standard chains the wallet announces and accepts in `signAndSendTransaction`:
   * cluster names (`'solana:localnet'`, `'solana:devnet'`) or CAIP-2 ids (`'solana:<genesis hash>'`).
   * `['solana:localnet']` by default.
   */
  readonly chains?: readonly IdentifierString[] | undefined
  /** Wallet Standard name, `'Atrium Test Wallet'` by default. */
  readonly name?: string | undefined
  /** Wallet Standard icon (a base64 `data:image/…` URI); a small SVG by default. */
  readonly icon?: WalletIcon | undefined
  /** The dApp is already authorised (a later visit): a silent connect returns the account. Default false. */
  readonly connected?: boolean | undefined
  /**
   * Keeps the dApp's authorisation in storage (the page's `localStorage` for a wallet created in the
   * page), so the wallet created again after a reload starts authorised, as Phantom does;
   * `standard:disconnect` or a disconnect from the wallet forgets it. `connected` takes precedence.
   */
  readonly rememberAuthorisation?: RememberAuthorisationParameters | undefined
}

/** A Wallet Standard feature of the test wallet, as recorded in `requests`. */
export type SolanaTestWalletFeatureName = keyof SolanaTestWalletFeatures

/** One call the wallet received: the feature and its input (the inputs array for the Solana features). */
export type SolanaTestWalletRequest = {
  readonly feature: SolanaTestWalletFeatureName
  readonly input: unknown
}

/** What `rejectNextRequest` rejects with: 4001 'User rejected the request.' unless told otherwise. */
export type SolanaTestWalletRejection = {
  readonly code?: number | undefined
  readonly message?: string | undefined
}

/** The Wallet Standard wallet object of the test wallet, with its features typed. */
export type SolanaTestWalletStandard = Wallet & { readonly features: SolanaTestWalletFeatures }

/**
 * A Solana wallet backed by real Ed25519 keys and a real node, seen by dApps through the Wallet
 * Standard, with the controls a test needs to play the user (reject, switch account, disconnect).
 */
export type SolanaTestWallet = {
  /** The Wallet Standard wallet: register it, or hand it to code that takes a `Wallet`. */
  readonly wallet: SolanaTestWalletStandard
  /** The active account's base58 address. */
  readonly address: string
  /** Every account, the active one first. */
  readonly addresses: readonly string[]
  /** True while the dApp is authorised (after `standard:connect` or `solana:signIn`, until a disconnect). */
  readonly isConnected: boolean
  /** Every feature call received, in order (prompts and silent ones). */
  readonly requests: readonly SolanaTestWalletRequest[]
  /** The next prompt (connect, sign, send, sign in) fails with 4001, or with `rejection`. */
  rejectNextRequest(rejection?: SolanaTestWalletRejection): void
  /** Makes `address` (one of `addresses`) the active account; emits `change` when connected. */
  switchAccount(address: string): void
  /** Ends the session from the wallet side: `change` with no accounts. */
  disconnect(): void
  /** Registers the wallet with the apps of `target` (Wallet Standard); returns a function that unregisters it. */
  register(target: WalletRegistrationTarget): () => void
}

/** EIP-1193 / Phantom "user rejected the request". */
const USER_REJECTED_CODE = 4001

const SOLANA_FEATURES: readonly IdentifierString[] = [
  SolanaSignAndSendTransaction,
  SolanaSignTransaction,
  SolanaSignMessage,
  SolanaSignIn,
]

/**
 * Creates the Solana test wallet: a Wallet Standard wallet (`standard:connect` / `disconnect` /
 * `events`, `solana:signMessage`, `solana:signTransaction` and `solana:signAndSendTransaction`
 * for legacy and v0 transactions, `solana:signIn`) that signs with `@solana/web3.js` keypairs and
 * sends to `rpcUrl`. Like Phantom it exposes only the active account, and rejections are `Error`s
 * with a numeric `code` (4001 'User rejected the request.'). Its authorisation lives in this
 * object, so a reloaded page reconnects silently, as with a browser wallet.
 *
 * @example
 * const chain = await startSolanaChain({ port: 0 })
 * const wallet = createSolanaTestWallet({ secretKey: SOLANA_DEV_ACCOUNTS[0].secretKey, rpcUrl: chain.rpcUrl, chains: [chain.networkId] })
 * const unregister = wallet.register(window)
 * wallet.rejectNextRequest() // the next prompt throws 4001
 */
export function createSolanaTestWallet(parameters: CreateSolanaTestWalletParameters): SolanaTestWallet {
  const chains = [...(parameters.chains ?? [SOLANA_TEST_WALLET_DEFAULT_CHAIN])]
  if (chains.length === 0) throw new RangeError('createSolanaTestWallet: chains must not be empty')
  const keypairs = [parameters.secretKey, ...(parameters.additionalSecretKeys ?? [])].map((secretKey) =>
    Keypair.fromSecretKey(secretKey),
  )
  // One frozen account object per key: apps may compare Wallet Standard accounts by identity.
  const accounts = new Map<string, WalletAccount>(
    keypairs.map((keypair) => {
      const address = keypair.publicKey.toBase58()
      const account: WalletAccount = Object.freeze({
        address,
        publicKey: keypair.publicKey.toBytes(),
        chains: Object.freeze([...chains]) as unknown as WalletAccount['chains'],
        features: Object.freeze([...SOLANA_FEATURES]) as unknown as WalletAccount['features'],
      })
      return [address, account]
    }),
  )
  let order = keypairs.map((keypair) => keypair.publicKey.toBase58())
  const memory = createAuthorisationMemory(parameters.rememberAuthorisation)
  let connected = parameters.connected ?? memory.isAuthorised()
  let rejection: SolanaTestWalletRejection | undefined
  const requests: SolanaTestWalletRequest[] = []
  const listeners = new Set<StandardEventsListeners['change']>()

  const activeAddress = (): string => {
    const [first] = order
    if (first === undefined) throw new RangeError('createSolanaTestWallet: the wallet holds no account')
    return first
  }
  const authorisedAccounts = (): readonly WalletAccount[] => {
    const account = accounts.get(activeAddress())
    return connected && account !== undefined ? [account] : []
  }
  const emitChange = (properties: StandardEventsChangeProperties) => {
    for (const listener of [...listeners]) {
      try {
        listener(properties)
      } catch (error) {
        // A listener's bug must not break the wallet's own state change; surface it unhandled.
        setTimeout(() => {
          throw error
        })
      }
    }
  }
  const setConnected = (value: boolean) => {
    if (connected === value) return
    connected = value
    memory.setAuthorised(value)
    emitChange({ accounts: authorisedAccounts() })
  }

  const features = createSolanaTestWalletFeatures({
    chains,
    connection: new Connection(parameters.rpcUrl, 'confirmed'),
    getAccounts: authorisedAccounts,
    getKeypair: (address) =>
      authorisedAccounts().some((account) => account.address === address)
        ? keypairs.find((keypair) => keypair.publicKey.toBase58() === address)
        : undefined,
    isConnected: () => connected,
    setConnected,
    prompt: () => {
      if (rejection === undefined) return
      const { code = USER_REJECTED_CODE, message } = rejection
      rejection = undefined
      throw createProviderRpcError(code, message)
    },
    record: (feature, input) => {
      requests.push({ feature, input })
    },
    onChange: (listener) => {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
  })

  const wallet: SolanaTestWalletStandard = {
    version: '1.0.0',
    name: parameters.name ?? SOLANA_TEST_WALLET_DEFAULT_NAME,
    icon: parameters.icon ?? SOLANA_TEST_WALLET_DEFAULT_ICON,
    chains: chains as unknown as Wallet['chains'],
    features,
    get accounts() {
      return authorisedAccounts()
    },
  }

  return {
    wallet,
    get address() {
      return activeAddress()
    },
    get addresses() {
      return [...order]
    },
    get isConnected() {
      return connected
    },
    requests,
    rejectNextRequest: (next = {}) => {
      rejection = next
    },
    switchAccount: (address) => {
      if (!accounts.has(address))
        throw new RangeError(`switchAccount: ${address} is not an account of this wallet`)
      if (address === activeAddress()) return
      order = [address, ...order.filter((entry) => entry !== address)]
      if (connected) emitChange({ accounts: authorisedAccounts() })
    },
    disconnect: () => setConnected(false),
    register: (target) => registerStandardWallet(target, wallet),
  }
}
