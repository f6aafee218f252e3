import { createProviderRpcError } from '../wallet/ProviderRpcError.js'
import type { BitcoinTestWalletCore } from './createBitcoinTestWalletCore.js'
import type { TestProviderEvents } from './createTestProviderEvents.js'
import type { BitcoinTestWalletNetwork } from './deriveBitcoinTestAccount.js'
import { readTestWalletPsbt } from './readTestWalletPsbt.js'
import { toProviderRpcErrorObject } from './toProviderRpcErrorObject.js'

/** Unisat's (and OKX's) user rejection: an EIP-1193 style `{ code: 4001, message }` object. */
export const UNISAT_USER_REJECTED = { code: 4001, message: 'User rejected the request.' } as const

/** Unisat's `getNetwork` names ('livenet' is mainnet). */
const NETWORK_NAMES: Readonly<Record<BitcoinTestWalletNetwork, string>> = {
  mainnet: 'livenet',
  testnet: 'testnet',
  signet: 'signet',
  regtest: 'regtest',
}

/** Unisat's `getChain` / `switchChain` enums. */
const CHAIN_ENUMS: Readonly<Record<BitcoinTestWalletNetwork, string>> = {
  mainnet: 'BITCOIN_MAINNET',
  testnet: 'BITCOIN_TESTNET',
  signet: 'BITCOIN_SIGNET',
  regtest: 'BITCOIN_REGTEST',
}

type ToSignInput = { readonly index: number; readonly address?: string; readonly publicKey?: string }

/**
 * The `window.unisat` API (Unisat) and, with `flavour: 'okx'`, the unisat-like
 * `window.okxwallet.bitcoin` (OKX: adds `connect()`, has no network switching). One account whose
 * address is the payment (p2wpkh) address; rejections are plain `{ code, message }` objects.
 */
export type UnisatTestProvider = {
  requestAccounts(): Promise<string[]>
  getAccounts(): Promise<string[]>
  getPublicKey(): Promise<string>
  getNetwork(): Promise<string>
  getBalance(): Promise<{ confirmed: number; unconfirmed: number; total: number }>
  signMessage(message: string, type?: 'ecdsa' | 'bip322-simple'): Promise<string>
  signPsbt(
    psbtHex: string,
    options?: { readonly autoFinalized?: boolean; readonly toSignInputs?: readonly ToSignInput[] },
  ): Promise<string>
  pushPsbt(psbtHex: string): Promise<string>
  pushTx(options: { readonly rawtx: string }): Promise<string>
  sendBitcoin(to: string, satoshis: number, options?: { readonly feeRate?: number }): Promise<string>
  on(event: string, listener: (payload: unknown) => void): UnisatTestProvider
  removeListener(event: string, listener: (payload: unknown) => void): UnisatTestProvider
  /** Unisat only. */
  switchNetwork?: (network: string) => Promise<string>
  /** Unisat only. */
  getChain?: () => Promise<{ enum: string; name: string; network: string }>
  /** Unisat only. */
  switchChain?: (chain: string) => Promise<{ enum: string; name: string; network: string }>
  /** OKX only: connects and returns the account. */
  connect?: () => Promise<{ address: string; publicKey: string; compressedPublicKey: string }>
}

/** Creates the Unisat (or OKX) flavour of the test wallet. */
export function createUnisatTestProvider(
  core: BitcoinTestWalletCore,
  events: TestProviderEvents,
  flavour: 'unisat' | 'okx',
): UnisatTestProvider {
  const address = () => core.account().payment.address
  const accounts = () => (core.isConnected() ? [address()] : [])
  const chain = () => ({
    enum: CHAIN_ENUMS[core.network()],
    name: `Bitcoin ${core.network()}`,
    network: NETWORK_NAMES[core.network()],
  })
  /** Runs a request with Unisat's error shape: a plain `{ code, message }` rejection. */
  const call = async <value>(method: string, params: unknown, run: () => value | Promise<value>) => {
    core.record(params === undefined ? { method } : { method, params })
    try {
      return await run()
    } catch (error) {
      throw toProviderRpcErrorObject(error)
    }
  }
  const prompt = () => {
    const rejection = core.takeRejection()
    if (rejection === undefined) return
    throw createProviderRpcError(
      rejection.code ?? UNISAT_USER_REJECTED.code,
      rejection.message ?? UNISAT_USER_REJECTED.message,
    )
  }
  const requestAccounts = () => {
    if (!core.isConnected()) {
      prompt()
      core.connect()
    }
    return accounts()
  }
  const changeNetwork = (network: BitcoinTestWalletNetwork | undefined, asked: string) => {
    if (network === undefined) throw createProviderRpcError(-32602, `Unknown network ${asked}`)
    prompt()
    core.changeNetwork(network)
  }
  const findNetwork = (table: Readonly<Record<BitcoinTestWalletNetwork, string>>, value: string) =>
    (Object.keys(table) as BitcoinTestWalletNetwork[]).find((network) => table[network] === value)

  core.watch((change) => {
    if (change === 'network') {
      events.emit('networkChanged', NETWORK_NAMES[core.network()])
      if (flavour === 'unisat') events.emit('chainChanged', chain())
    }
    events.emit('accountsChanged', accounts())
    if (flavour === 'okx' && core.isConnected()) {
      const { payment } = core.account()
      events.emit('accountChanged', {
        address: payment.address,
        publicKey: payment.publicKey,
        compressedPublicKey: payment.publicKey,
      })
    }
  })

  const provider: UnisatTestProvider = {
    requestAccounts: () => call('requestAccounts', undefined, requestAccounts),
    getAccounts: () => call('getAccounts', undefined, accounts),
    getPublicKey: () =>
      call('getPublicKey', undefined, () => {
        core.requireConnection()
        return core.account().payment.publicKey
      }),
    getNetwork: () => call('getNetwork', undefined, () => NETWORK_NAMES[core.network()]),
    getBalance: () =>
      call('getBalance', undefined, async () => {
        const balance = await core.getBalance()
        return {
          confirmed: Number(balance.confirmed),
          unconfirmed: Number(balance.unconfirmed),
          total: Number(balance.total),
        }
      }),
    signMessage: (message, type = 'ecdsa') =>
      call('signMessage', { message, type }, () => {
        core.requireConnection()
        prompt()
        return core.signMessage({
          address: address(),
          message,
          protocol: type === 'bip322-simple' ? 'BIP322' : 'ECDSA',
        }).signature
      }),
    signPsbt: (psbtHex, options = {}) =>
      call('signPsbt', { psbtHex, options }, () => {
        core.requireConnection()
        const psbt = readTestWalletPsbt({ hex: psbtHex }, core.network())
        const { payment, ordinals } = core.account()
        const inputs = options.toSignInputs?.map(({ index, address: owner, publicKey }) => ({
          index,
          address:
            owner ??
            (publicKey === undefined
              ? undefined
              : publicKey === payment.publicKey
                ? payment.address
                : ordinals.address),
        }))
        prompt()
        return core.signPsbt({ psbt, inputs, finalize: options.autoFinalized ?? true }).toHex()
      }),
    pushPsbt: (psbtHex) =>
      call('pushPsbt', { psbtHex }, () =>
        core.broadcast(readTestWalletPsbt({ hex: psbtHex }, core.network()).extractTransaction().toHex()),
      ),
    pushTx: ({ rawtx }) => call('pushTx', { rawtx }, () => core.broadcast(rawtx)),
    sendBitcoin: (to, satoshis, options = {}) =>
      call('sendBitcoin', { to, satoshis, options }, async () => {
        if (!Number.isSafeInteger(satoshis) || satoshis <= 0)
          throw createProviderRpcError(-32602, 'Invalid amount')
        core.requireConnection()
        prompt()
        return core.sendTransfer([{ address: to, amount: BigInt(satoshis) }], options.feeRate)
      }),
    on: (event, listener) => {
      events.on(event, listener)
      return provider
    },
    removeListener: (event, listener) => {
      events.off(event, listener)
      return provider
    },
  }
  if (flavour === 'okx') {
    provider.connect = () =>
      call('connect', undefined, () => {
        requestAccounts()
        const { payment } = core.account()
        return {
          address: payment.address,
          publicKey: payment.publicKey,
          compressedPublicKey: payment.publicKey,
        }
      })
    return provider
  }
  provider.switchNetwork = (network) =>
    call('switchNetwork', { network }, () => {
      changeNetwork(findNetwork(NETWORK_NAMES, network), network)
      return NETWORK_NAMES[core.network()]
    })
  provider.getChain = () => call('getChain', undefined, chain)
  provider.switchChain = (target) =>
    call('switchChain', { chain: target }, () => {
      changeNetwork(findNetwork(CHAIN_ENUMS, target), target)
      return chain()
    })
  return provider
}
