import { ResourceNotFoundRpcError } from '@atrium/common'
import { Psbt } from 'bitcoinjs-lib'
import type { BitcoinWalletAccount, BitcoinWalletConnector } from './BitcoinWalletConnector.js'
import { callWallet, WALLET_PROMPT_TIMEOUT_MS } from './callWallet.js'
import { getInjectedProvider } from './getInjectedProvider.js'

/** The part of `window.phantom.bitcoin` the adapter uses. */
type PhantomBitcoinProvider = {
  readonly isPhantom?: boolean
  requestAccounts(): Promise<readonly PhantomAccount[]>
  signMessage(address: string, message: Uint8Array): Promise<{ readonly signature: Uint8Array }>
  signPSBT(
    psbt: Uint8Array,
    options: {
      readonly inputsToSign: readonly {
        readonly address: string
        readonly signingIndexes: readonly number[]
      }[]
    },
  ): Promise<Uint8Array>
  on(event: string, listener: (payload: unknown) => void): unknown
  removeListener?: (event: string, listener: (payload: unknown) => void) => unknown
  off?: (event: string, listener: (payload: unknown) => void) => unknown
}

type PhantomAccount = { readonly address?: unknown; readonly publicKey?: unknown; readonly purpose?: unknown }

const PATH = ['phantom', 'bitcoin'] as const

function toAccounts(accounts: unknown): BitcoinWalletAccount[] {
  if (!Array.isArray(accounts)) return []
  return (accounts as PhantomAccount[]).flatMap(({ address, publicKey, purpose }) =>
    typeof address === 'string' && (purpose === 'payment' || purpose === 'ordinals')
      ? [{ address, purpose, publicKey: typeof publicKey === 'string' ? publicKey : undefined }]
      : [],
  )
}

function toBase64(bytes: Uint8Array): string {
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary)
}

/**
 * Phantom's bitcoin provider (`window.phantom.bitcoin`): `requestAccounts` (payment and ordinals;
 * no silent read, no revocation), `signMessage(address, bytes)` (BIP-322 signature bytes, base64
 * here), `signPSBT(bytes, { inputsToSign })` (signed, not finalised) and 'accountsChanged' ([] once
 * the user disconnects in Phantom).
 */
export function createPhantomConnector(): BitcoinWalletConnector {
  const provider = (): PhantomBitcoinProvider => {
    const found = getInjectedProvider<PhantomBitcoinProvider>(PATH)
    if (found === undefined) throw new ResourceNotFoundRpcError({ details: 'Phantom is not installed' })
    return found
  }
  return {
    id: 'phantom',
    name: 'Phantom',
    rdns: 'app.phantom',
    isInstalled: () => getInjectedProvider(PATH) !== undefined,
    getImageUrl: () => undefined,
    connect: () =>
      callWallet(async () => toAccounts(await provider().requestAccounts()), WALLET_PROMPT_TIMEOUT_MS),
    disconnect: async () => undefined,
    messageProtocols: ['BIP322'],
    signMessage: ({ address, message }) =>
      callWallet(async () => {
        const { signature } = await provider().signMessage(address, new TextEncoder().encode(message))
        return toBase64(signature)
      }, WALLET_PROMPT_TIMEOUT_MS),
    signPsbt: ({ psbt, signInputs }) =>
      callWallet(async () => {
        const inputsToSign = Object.entries(signInputs).map(([address, signingIndexes]) => ({
          address,
          signingIndexes,
        }))
        const signed = await provider().signPSBT(Psbt.fromBase64(psbt).toBuffer(), { inputsToSign })
        return Psbt.fromBuffer(signed).toBase64()
      }, WALLET_PROMPT_TIMEOUT_MS),
    watch: ({ onChange }) => {
      const current = getInjectedProvider<PhantomBitcoinProvider>(PATH)
      if (current === undefined) return () => undefined
      const listener = (accounts: unknown) => onChange(toAccounts(accounts))
      current.on('accountsChanged', listener)
      return () => {
        ;(current.removeListener ?? current.off)?.call(current, 'accountsChanged', listener)
      }
    },
  }
}
