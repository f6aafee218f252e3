import { Keyring } from '@polkadot/keyring'
import type { KeyringPair } from '@polkadot/keyring/types'
import type { SignerResult } from '@polkadot/types/types'
import { u8aEq } from '@polkadot/util'
import { cryptoWaitReady, decodeAddress } from '@polkadot/util-crypto'
import {
  createAuthorisationMemory,
  type RememberAuthorisationParameters,
} from '../wallet/createAuthorisationMemory.js'
import {
  isPolkadotTestWalletRequest,
  type PolkadotInjected,
  type PolkadotInjectedAccount,
  type PolkadotInjectedWindowProvider,
  type PolkadotTestWalletRequest,
} from './PolkadotInjected.js'
import { signPolkadotPayload } from './signPolkadotPayload.js'
import { signPolkadotRaw } from './signPolkadotRaw.js'

/** The `injectedWeb3` keys of the extensions the test wallet can pose as; any other key works too. */
export type PolkadotTestWalletExtensionName = 'polkadot-js' | 'talisman' | 'subwallet-js' | (string & {})

/** One key of the wallet: a dev URI (`'//Alice'`, or a mnemonic with a derivation path). */
export type PolkadotTestWalletAccount = {
  readonly uri: string
  /** The account name the extension shows; derived from a `//Name` URI by default. */
  readonly name?: string | undefined
  readonly type?: 'sr25519' | 'ed25519' | undefined
}

export type CreatePolkadotTestWalletParameters = {
  /** The wallet's keys; all are shared with the dApp, the first first. */
  readonly accounts: readonly [PolkadotTestWalletAccount, ...PolkadotTestWalletAccount[]]
  /** SS58 prefix of the addresses the extension reports; 42 (generic Substrate) by default, as extensions do. */
  readonly ss58Prefix?: number | undefined
  /** The key under `window.injectedWeb3`; `'polkadot-js'` by default. */
  readonly extensionName?: PolkadotTestWalletExtensionName | undefined
  /** The `version` the extension reports; a recent version of the posed extension by default. */
  readonly version?: string | undefined
  /** The dApp is already authorised (as on a later visit): `enable` answers without a prompt. Default false. */
  readonly authorized?: boolean | undefined
  /**
   * Keeps the dApp's authorisation in storage (the page's `localStorage` for a wallet created in the
   * page), so the extension created again after a reload enables without a prompt, as polkadot-js
   * does; `disconnect` forgets it. `authorized` takes precedence.
   */
  readonly rememberAuthorisation?: RememberAuthorisationParameters | undefined
}

/**
 * A Polkadot browser extension backed by real keys (sr25519 from dev URIs), with the controls a test
 * needs to play the user (reject, switch account, remove the dApp's authorisation).
 */
export type PolkadotTestWallet = {
  /** The key under `window.injectedWeb3`. */
  readonly extensionName: string
  readonly version: string
  /** What `inject` places at `window.injectedWeb3[extensionName]`. */
  readonly provider: PolkadotInjectedWindowProvider
  /** What `enable` resolves: accounts and signer. Its calls fail until the dApp is authorised. */
  readonly injected: PolkadotInjected
  /** Runs one request; rejects with an `Error` whose message is the extension's text. */
  request(request: PolkadotTestWalletRequest): Promise<unknown>
  /** Every account's address (with the wallet's SS58 prefix), the first first. */
  readonly addresses: readonly string[]
  /** The first account's address. */
  readonly address: string
  /** True while the dApp is authorised (after `enable`, until `disconnect`). */
  readonly isAuthorized: boolean
  /** Every request received, in order. */
  readonly requests: readonly PolkadotTestWalletRequest[]
  /**
   * The next prompt (authorising the dApp, signing) fails with `Error(message)`: polkadot-js's
   * 'Rejected' for an authorisation, 'Cancelled' for a signature, by default.
   */
  rejectNextRequest(message?: string): void
  /** Moves `address` (one of `addresses`) to the front; account subscribers are told. */
  switchAccount(address: string): void
  /** The user removes the dApp's authorisation: subscribers get `[]` and the next `enable` prompts. */
  disconnect(): void
  /** Calls `listener` with the shared accounts each time they change; returns the unsubscribe function. */
  onAccountsChanged(listener: (accounts: readonly PolkadotInjectedAccount[]) => void): () => void
  /** Sets `target.injectedWeb3[extensionName]`; returns a function that removes it. */
  inject(target: Window): () => void
}

/** Versions the posed extensions reported when this wallet was written. */
const DEFAULT_VERSIONS: Readonly<Record<string, string>> = {
  'polkadot-js': '0.63.1',
  talisman: '2.9.0',
  'subwallet-js': '1.3.40',
}

/** polkadot-js's texts: a declined authorisation, a cancelled signature. */
const REJECTED_AUTHORISATION = 'Rejected'
const CANCELLED_SIGNATURE = 'Cancelled'

/** The generic Substrate SS58 prefix extensions use unless an account is bound to a chain. */
const GENERIC_SS58_PREFIX = 42

function nameOf(account: PolkadotTestWalletAccount, index: number): string {
  if (account.name !== undefined) return account.name
  const hard = /^\/\/([^/]+)$/.exec(account.uri)
  return hard?.[1] ?? `Account ${index + 1}`
}

/**
 * Creates the Polkadot test extension: the `injectedWeb3` entry polkadot-js, Talisman and
 * SubWallet inject (`{ version, enable(originName) }`), whose `enable` resolves accounts
 * (`get`, `subscribe`) and a signer. `signPayload` signs the extrinsic payload the runtime checks
 * (see `signPolkadotPayload`), `signRaw` the `<Bytes>`-wrapped data, both with the real keys of
 * `accounts`. Its authorisation lives in this object, so a page reload (Playwright) enables again
 * without a prompt, as with a browser extension. Waits for the sr25519 WebAssembly first.
 *
 * @example
 * const wallet = await createPolkadotTestWallet({ accounts: [{ uri: '//Alice' }, { uri: '//Bob' }] })
 * const remove = wallet.inject(window)
 * wallet.rejectNextRequest() // the next prompt answers Error('Rejected') or Error('Cancelled')
 */
export async function createPolkadotTestWallet(
  parameters: CreatePolkadotTestWalletParameters,
): Promise<PolkadotTestWallet> {
  await cryptoWaitReady()
  const extensionName = parameters.extensionName ?? 'polkadot-js'
  const version = parameters.version ?? DEFAULT_VERSIONS[extensionName] ?? '1.0.0'
  const keyring = new Keyring({ ss58Format: parameters.ss58Prefix ?? GENERIC_SS58_PREFIX })
  let pairs: { pair: KeyringPair; account: PolkadotInjectedAccount }[] = parameters.accounts.map(
    (account, index) => {
      const type = account.type ?? 'sr25519'
      const pair = keyring.addFromUri(account.uri, {}, type)
      return {
        pair,
        account: { address: pair.address, genesisHash: null, name: nameOf(account, index), type },
      }
    },
  )
  const memory = createAuthorisationMemory(parameters.rememberAuthorisation)
  let authorized = parameters.authorized ?? memory.isAuthorised()
  let rejection: { readonly message: string | undefined } | undefined
  let nextId = 0
  const requests: PolkadotTestWalletRequest[] = []
  const listeners = new Set<(accounts: readonly PolkadotInjectedAccount[]) => void>()

  const shared = (): PolkadotInjectedAccount[] => (authorized ? pairs.map(({ account }) => account) : [])
  const emit = () => {
    const accounts = shared()
    for (const listener of [...listeners]) {
      try {
        listener(accounts)
      } catch (error) {
        // A listener's bug must not break the wallet's own state change; surface it unhandled.
        setTimeout(() => {
          throw error
        })
      }
    }
  }
  /** A prompt the user answers: consumes a pending rejection. */
  const prompt = (defaultMessage: string) => {
    if (rejection === undefined) return
    const { message = defaultMessage } = rejection
    rejection = undefined
    throw new Error(message)
  }
  const requireAuthorized = () => {
    if (!authorized) throw new Error('The source has not been enabled yet')
  }
  const findPair = (address: string): KeyringPair => {
    let publicKey: Uint8Array
    try {
      publicKey = decodeAddress(address)
    } catch {
      throw new Error(`Invalid address ${address}`)
    }
    const found = pairs.find(({ pair }) => u8aEq(pair.publicKey, publicKey))
    if (found === undefined) throw new Error(`Unable to retrieve keypair for ${address}`)
    return found.pair
  }

  const handle = async (request: PolkadotTestWalletRequest): Promise<unknown> => {
    switch (request.method) {
      case 'enable': {
        if (typeof request.params?.origin !== 'string' || request.params.origin === '') {
          throw new Error('You must pass a name for your app to enable')
        }
        if (!authorized) {
          prompt(REJECTED_AUTHORISATION)
          authorized = true
          memory.setAuthorised(true)
          emit()
        }
        return true
      }
      case 'accounts.get':
        requireAuthorized()
        return shared()
      case 'signer.signPayload': {
        requireAuthorized()
        const pair = findPair(request.params.address)
        prompt(CANCELLED_SIGNATURE)
        nextId += 1
        return { id: nextId, signature: signPolkadotPayload(pair, request.params) } satisfies SignerResult
      }
      case 'signer.signRaw': {
        requireAuthorized()
        const pair = findPair(request.params.address)
        prompt(CANCELLED_SIGNATURE)
        nextId += 1
        return { id: nextId, signature: signPolkadotRaw(pair, request.params.data) } satisfies SignerResult
      }
      default:
        throw new Error(`Unknown request ${String((request as { method: unknown }).method)}`)
    }
  }
  const request = async (value: PolkadotTestWalletRequest): Promise<unknown> => {
    if (!isPolkadotTestWalletRequest(value)) throw new Error('Expected { method, params }')
    requests.push(value)
    return handle(value)
  }

  const injected: PolkadotInjected = {
    accounts: {
      get: async (anyType) =>
        (await request({
          method: 'accounts.get',
          params: { anyType: anyType === true },
        })) as PolkadotInjectedAccount[],
      subscribe: (callback) => {
        let active = true
        const deliver = (accounts: readonly PolkadotInjectedAccount[]) => {
          if (active) void callback([...accounts])
        }
        listeners.add(deliver)
        // Extensions answer a subscription with the current list at once, then with each change.
        queueMicrotask(() => deliver(shared()))
        return () => {
          active = false
          listeners.delete(deliver)
        }
      },
    },
    signer: {
      signPayload: async (payload) =>
        (await request({ method: 'signer.signPayload', params: payload })) as SignerResult,
      signRaw: async (raw) => (await request({ method: 'signer.signRaw', params: raw })) as SignerResult,
    },
  }
  const provider: PolkadotInjectedWindowProvider = {
    version,
    enable: async (originName) => {
      await request({ method: 'enable', params: { origin: originName } })
      return injected
    },
  }

  return {
    extensionName,
    version,
    provider,
    injected,
    request,
    get addresses() {
      return pairs.map(({ account }) => account.address)
    },
    get address() {
      return pairs[0]?.account.address ?? ''
    },
    get isAuthorized() {
      return authorized
    },
    get requests() {
      return [...requests]
    },
    rejectNextRequest: (message) => {
      rejection = { message }
    },
    switchAccount: (address) => {
      const pair = findPair(address)
      pairs = [
        ...pairs.filter((entry) => entry.pair === pair),
        ...pairs.filter((entry) => entry.pair !== pair),
      ]
      if (authorized) emit()
    },
    disconnect: () => {
      if (!authorized) return
      authorized = false
      memory.setAuthorised(false)
      emit()
    },
    onAccountsChanged: (listener) => {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
    inject: (target) => {
      const holder = target as Window & { injectedWeb3?: Record<string, unknown> }
      holder.injectedWeb3 ??= {}
      holder.injectedWeb3[extensionName] = provider
      return () => {
        if (holder.injectedWeb3?.[extensionName] === provider) delete holder.injectedWeb3[extensionName]
      }
    },
  }
}
