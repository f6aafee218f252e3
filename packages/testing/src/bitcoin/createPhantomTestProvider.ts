import { createProviderRpcError, ProviderRpcError } from '../wallet/ProviderRpcError.js'
import { fromBase64 } from './byteEncoding.js'
import type { BitcoinTestWalletCore } from './createBitcoinTestWalletCore.js'
import type { TestProviderEvents } from './createTestProviderEvents.js'
import { readTestWalletPsbt } from './readTestWalletPsbt.js'
import { toProviderRpcErrorObject } from './toProviderRpcErrorObject.js'

/** Phantom's user rejection code (its errors are `Error`s with an EIP-1193 `code`). */
export const PHANTOM_USER_REJECTED_CODE = 4001

/** One account as Phantom's `requestAccounts` and 'accountsChanged' report it. */
export type PhantomBtcAccount = {
  readonly address: string
  readonly addressType: 'p2wpkh' | 'p2tr'
  readonly publicKey: string
  readonly purpose: 'payment' | 'ordinals'
}

/** The `window.phantom.bitcoin` API. */
export type PhantomTestProvider = {
  readonly isPhantom: true
  requestAccounts(): Promise<PhantomBtcAccount[]>
  signMessage(address: string, message: Uint8Array): Promise<{ signature: Uint8Array }>
  signPSBT(
    psbt: Uint8Array,
    options: {
      readonly inputsToSign: readonly {
        readonly address: string
        readonly signingIndexes: readonly number[]
        readonly sigHash?: number
      }[]
    },
  ): Promise<Uint8Array>
  on(event: string, listener: (payload: unknown) => void): void
  off(event: string, listener: (payload: unknown) => void): void
  removeListener(event: string, listener: (payload: unknown) => void): void
}

/**
 * The Phantom flavour of the test wallet: `requestAccounts` (ordinals and payment accounts),
 * `signMessage(address, bytes)` answering the BIP-322 "simple" witness as bytes, `signPSBT(bytes,
 * { inputsToSign })` answering the signed, unfinalised PSBT as bytes, and 'accountsChanged' ([] once
 * the wallet ends the session). Errors are `Error`s with a `code`.
 */
export function createPhantomTestProvider(
  core: BitcoinTestWalletCore,
  events: TestProviderEvents,
): PhantomTestProvider {
  const accounts = (): PhantomBtcAccount[] => {
    if (!core.isConnected()) return []
    const { payment, ordinals } = core.account()
    return [ordinals, payment].map(({ address, addressType, publicKey, purpose }) => ({
      address,
      addressType,
      publicKey,
      purpose,
    }))
  }
  const call = async <value>(method: string, params: unknown, run: () => value | Promise<value>) => {
    core.record(params === undefined ? { method } : { method, params })
    try {
      return await run()
    } catch (error) {
      const { code, message } = toProviderRpcErrorObject(error)
      throw new ProviderRpcError(code, message)
    }
  }
  const prompt = () => {
    const rejection = core.takeRejection()
    if (rejection === undefined) return
    throw createProviderRpcError(
      rejection.code ?? PHANTOM_USER_REJECTED_CODE,
      rejection.message ?? 'User rejected the request.',
    )
  }
  core.watch(() => events.emit('accountsChanged', accounts()))

  return {
    isPhantom: true,
    requestAccounts: () =>
      call('requestAccounts', undefined, () => {
        if (!core.isConnected()) {
          prompt()
          core.connect()
        }
        return accounts()
      }),
    signMessage: (address, message) =>
      call('signMessage', { address, message }, () => {
        core.requireConnection()
        core.findAddress(address)
        prompt()
        const text = new TextDecoder('utf-8', { fatal: true }).decode(message)
        return {
          signature: fromBase64(core.signMessage({ address, message: text, protocol: 'BIP322' }).signature),
        }
      }),
    signPSBT: (bytes, options) =>
      call('signPSBT', { psbt: bytes, options }, () => {
        core.requireConnection()
        const psbt = readTestWalletPsbt({ bytes }, core.network())
        const inputs = options.inputsToSign.flatMap(({ address, signingIndexes }) =>
          signingIndexes.map((index) => ({ index, address })),
        )
        prompt()
        return core.signPsbt({ psbt, inputs, finalize: false }).toBuffer()
      }),
    on: (event, listener) => events.on(event, listener),
    off: (event, listener) => events.off(event, listener),
    removeListener: (event, listener) => events.off(event, listener),
  }
}
