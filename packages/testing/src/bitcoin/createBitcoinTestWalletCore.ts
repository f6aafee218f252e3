import type { Psbt } from 'bitcoinjs-lib'
import {
  createAuthorisationMemory,
  type RememberAuthorisationParameters,
} from '../wallet/createAuthorisationMemory.js'
import { createProviderRpcError } from '../wallet/ProviderRpcError.js'
import { toHex } from './byteEncoding.js'
import { hashBip322Message } from './createBip322Transactions.js'
import {
  type BitcoinTestAccount,
  type BitcoinTestAddress,
  type BitcoinTestWalletNetwork,
  deriveBitcoinTestAccount,
  toBitcoinJsNetwork,
} from './deriveBitcoinTestAccount.js'
import { readTestWalletBalance, type TestWalletBalance } from './readTestWalletBalance.js'
import { requestEsplora } from './requestEsplora.js'
import { sendTestWalletTransfer } from './sendTestWalletTransfer.js'
import { hashBip137Message, signBip137Message } from './signBip137Message.js'
import { signBip322Message } from './signBip322Message.js'
import { signTestWalletPsbt } from './signTestWalletPsbt.js'

const INVALID_PARAMS_CODE = -32602
const INTERNAL_ERROR_CODE = -32603
/** EIP-1193 / sats-connect "not authorised": a request that needs a connection before one exists. */
export const UNAUTHORIZED_CODE = 4100

/** Message signing protocols, named as sats-connect names them. */
export type BitcoinMessageProtocol = 'ECDSA' | 'BIP322'

/** What the wallet's state did, for each provider to report in its own event vocabulary. */
export type BitcoinTestWalletChange = 'accounts' | 'network' | 'disconnect'

/** What the next prompt answers instead of approving; each provider fills in its own default code and text. */
export type BitcoinTestWalletRejection = {
  readonly code?: number | undefined
  readonly message?: string | undefined
}

/** One request a provider received, as the wallet logs it. */
export type BitcoinTestWalletRequest = { readonly method: string; readonly params?: unknown }

export type CreateBitcoinTestWalletCoreParameters = {
  /** WIF of the active account's key (a devnet account's `wif`). */
  readonly wif: string
  /** WIFs of more accounts; `switchAccount` moves between them. */
  readonly additionalWifs?: readonly string[] | undefined
  /** The network the wallet starts on. Default 'regtest'. */
  readonly network?: BitcoinTestWalletNetwork | undefined
  /** Esplora REST base URL of `network` (the devnet's Bitcoin service): balances, UTXOs, broadcast. */
  readonly esploraUrl: string
  /** Esplora URLs of other networks the wallet may be switched to. */
  readonly esploraUrls?: Partial<Record<BitcoinTestWalletNetwork, string>> | undefined
  /** The dApp is already authorised (a later visit). Default false. */
  readonly connected?: boolean | undefined
  /**
   * Keeps the dApp's authorisation in storage (the page's `localStorage` for a wallet created in the
   * page), so the wallet created again after a reload starts authorised, as a browser extension does;
   * the dApp's revocation or the end of the session forgets it. `connected` takes precedence.
   */
  readonly rememberAuthorisation?: RememberAuthorisationParameters | undefined
}

/**
 * The key-holding, network-aware part of the Bitcoin test wallet that every provider flavour (Xverse,
 * Unisat, OKX, Leather, Phantom) drives: accounts, connection, prompts, signing, sending. Providers
 * translate its results and `ProviderRpcError`s (`-32602`, `-32603`, `4100`) into their own API.
 */
export type BitcoinTestWalletCore = {
  network(): BitcoinTestWalletNetwork
  /** The active account on the current network. */
  account(): BitcoinTestAccount
  /** Every account on the current network, in the order of the WIFs given. */
  accounts(): readonly BitcoinTestAccount[]
  isConnected(): boolean
  /** Logs a request (every request, prompt or not). */
  record(request: BitcoinTestWalletRequest): void
  readonly requests: readonly BitcoinTestWalletRequest[]
  /** Called by a provider for each user-facing request: the pending rejection, consumed, or undefined. */
  takeRejection(): BitcoinTestWalletRejection | undefined
  setRejection(rejection: BitcoinTestWalletRejection): void
  /** Authorises the dApp (after an approved prompt). No event: wallets report only changes the user makes. */
  connect(): void
  /** The dApp revoked its authorisation (its own disconnect): no event, as wallets send none. */
  revoke(): void
  /** Throws 4100 unless connected. */
  requireConnection(): void
  /** Moves to `network`; reports `network`. */
  changeNetwork(network: BitcoinTestWalletNetwork): void
  /** Makes the account owning `address` (or the `index`th WIF's) active; reports `accounts` while connected. */
  switchAccount(target: number | string): void
  /** Ends the session from the wallet side; reports `disconnect` while connected. */
  endSession(): void
  watch(listener: (change: BitcoinTestWalletChange) => void): () => void
  /** The address entry of the active account that is `address`, or a -32602 error. */
  findAddress(address: string): BitcoinTestAddress
  signMessage(parameters: {
    readonly address: string
    readonly message: string
    readonly protocol?: BitcoinMessageProtocol | undefined
  }): { readonly signature: string; readonly protocol: BitcoinMessageProtocol; readonly messageHash: string }
  signPsbt(parameters: {
    readonly psbt: Psbt
    readonly inputs?: readonly { readonly index: number; readonly address?: string | undefined }[] | undefined
    readonly finalize: boolean
  }): Psbt
  sendTransfer(
    recipients: readonly { readonly address: string; readonly amount: bigint }[],
    feeRate?: number,
  ): Promise<string>
  /** Broadcasts a raw transaction (hex) through the Esplora API; resolves its txid. */
  broadcast(transactionHex: string): Promise<string>
  getBalance(): Promise<TestWalletBalance>
}

/** Creates the wallet core; see `BitcoinTestWalletCore`. */
export function createBitcoinTestWalletCore(
  parameters: CreateBitcoinTestWalletCoreParameters,
): BitcoinTestWalletCore {
  const wifs = [parameters.wif, ...(parameters.additionalWifs ?? [])]
  let active = 0
  let network: BitcoinTestWalletNetwork = parameters.network ?? 'regtest'
  const esploraUrls: Partial<Record<BitcoinTestWalletNetwork, string>> = {
    ...parameters.esploraUrls,
    [network]: parameters.esploraUrl,
  }
  const memory = createAuthorisationMemory(parameters.rememberAuthorisation)
  let connected = parameters.connected ?? memory.isAuthorised()
  let rejection: BitcoinTestWalletRejection | undefined
  const requests: BitcoinTestWalletRequest[] = []
  const listeners = new Set<(change: BitcoinTestWalletChange) => void>()
  const cache = new Map<string, BitcoinTestAccount>()

  const derive = (wif: string): BitcoinTestAccount => {
    const key = `${network}:${wif}`
    let account = cache.get(key)
    if (account === undefined) {
      account = deriveBitcoinTestAccount(wif, network)
      cache.set(key, account)
    }
    return account
  }
  // Derive every key at creation, so a bad WIF fails here and not on the first request.
  for (const wif of wifs) derive(wif)
  const report = (change: BitcoinTestWalletChange) => {
    for (const listener of [...listeners]) listener(change)
  }
  const account = () => derive(wifs[active] ?? parameters.wif)
  const esploraUrl = (): string => {
    const url = esploraUrls[network]
    if (url === undefined) throw createProviderRpcError(INTERNAL_ERROR_CODE, `No Esplora URL for ${network}`)
    return url
  }
  const setConnected = (value: boolean) => {
    connected = value
    memory.setAuthorised(value)
  }
  const requireConnection = () => {
    if (!connected) throw createProviderRpcError(UNAUTHORIZED_CODE, 'The dApp is not connected to the wallet')
  }
  const findAddress = (address: string): BitcoinTestAddress => {
    const { payment, ordinals } = account()
    const found = [payment, ordinals].find((entry) => entry.address === address)
    if (found === undefined)
      throw createProviderRpcError(INVALID_PARAMS_CODE, `${address} is not an address of this wallet`)
    return found
  }

  return {
    network: () => network,
    account,
    accounts: () => wifs.map(derive),
    isConnected: () => connected,
    record: (request) => {
      requests.push(request)
    },
    requests,
    takeRejection: () => {
      const pending = rejection
      rejection = undefined
      return pending
    },
    setRejection: (next) => {
      rejection = next
    },
    connect: () => setConnected(true),
    revoke: () => setConnected(false),
    requireConnection,
    changeNetwork: (next) => {
      if (next === network) return
      network = next
      for (const wif of wifs) derive(wif)
      report('network')
    },
    switchAccount: (target) => {
      const index =
        typeof target === 'number'
          ? target
          : wifs.findIndex((wif) => {
              const { payment, ordinals } = derive(wif)
              return payment.address === target || ordinals.address === target
            })
      if (wifs[index] === undefined) {
        throw new RangeError(`switchAccount: ${String(target)} is not an account of this wallet`)
      }
      if (index === active) return
      active = index
      if (connected) report('accounts')
    },
    endSession: () => {
      if (!connected) return
      setConnected(false)
      report('disconnect')
    },
    watch: (listener) => {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
    findAddress,
    signMessage: ({ address, message, protocol }) => {
      requireConnection()
      const signer = findAddress(address)
      // sats-connect's default: ECDSA for p2wpkh / p2sh addresses, BIP-322 for taproot.
      const chosen = protocol ?? (signer.addressType === 'p2tr' ? 'BIP322' : 'ECDSA')
      if (chosen === 'BIP322') {
        return {
          signature: signBip322Message({ message, address: signer }),
          protocol: chosen,
          messageHash: toHex(hashBip322Message(message)),
        }
      }
      if (signer.addressType === 'p2tr') {
        throw createProviderRpcError(INVALID_PARAMS_CODE, 'ECDSA message signing needs a non-taproot address')
      }
      const privateKey = signer.signer.privateKey
      if (privateKey === undefined) throw createProviderRpcError(INTERNAL_ERROR_CODE, 'The key cannot sign')
      return {
        signature: signBip137Message({ message, privateKey, addressType: 'p2wpkh' }),
        protocol: chosen,
        messageHash: toHex(hashBip137Message(message)),
      }
    },
    signPsbt: ({ psbt, inputs, finalize }) => {
      requireConnection()
      const { payment, ordinals } = account()
      return signTestWalletPsbt({ psbt, addresses: [payment, ordinals], inputs, finalize })
    },
    sendTransfer: async (recipients, feeRate) => {
      requireConnection()
      return sendTestWalletTransfer({
        esploraUrl: esploraUrl(),
        network: toBitcoinJsNetwork(network),
        from: account().payment,
        recipients,
        feeRate,
      })
    },
    broadcast: async (transactionHex) =>
      (await requestEsplora(esploraUrl(), '/tx', { method: 'POST', body: transactionHex })).trim(),
    getBalance: async () => {
      requireConnection()
      return readTestWalletBalance(esploraUrl(), account().payment.address)
    },
  }
}
