import { ResourceNotFoundRpcError } from '@atrium/common'
import { Psbt } from 'bitcoinjs-lib'
import type { BitcoinWalletAccount, BitcoinWalletConnector } from './BitcoinWalletConnector.js'
import { callWallet, WALLET_PROMPT_TIMEOUT_MS } from './callWallet.js'
import { getInjectedProvider, getRegisteredIcon } from './getInjectedProvider.js'

/** Leather's id: its global, and its `btc_providers` entry. */
export const LEATHER_PROVIDER_ID = 'LeatherProvider'

/** The part of `window.LeatherProvider` the adapter uses: JSON-RPC `request`, rejecting with the whole error response. */
type LeatherProvider = {
  request(method: string, params?: unknown): Promise<{ readonly result: unknown }>
}

type LeatherAddress = {
  readonly symbol?: string
  readonly type?: string
  readonly address?: string
  readonly publicKey?: string
  readonly derivationPath?: string
}

function toAccounts(addresses: readonly LeatherAddress[]): BitcoinWalletAccount[] {
  return addresses.flatMap(({ symbol, type, address, publicKey, derivationPath }) => {
    if (symbol !== 'BTC' || typeof address !== 'string') return []
    const purpose = type === 'p2tr' ? 'ordinals' : type === 'p2wpkh' ? 'payment' : undefined
    return purpose === undefined ? [] : [{ address, purpose, publicKey, path: derivationPath }]
  })
}

/**
 * Leather (`window.LeatherProvider.request`): `getAddresses` (a prompt; Leather has no silent read,
 * no revocation and no events), `signMessage` (BIP-322 only, `paymentType` 'p2wpkh' or 'p2tr'),
 * `signPsbt` (hex, `signAtIndex`, not broadcast).
 */
export function createLeatherConnector(): BitcoinWalletConnector {
  const request = (method: string, params?: unknown) =>
    callWallet(async () => {
      const provider = getInjectedProvider<LeatherProvider>([LEATHER_PROVIDER_ID])
      if (provider === undefined) throw new ResourceNotFoundRpcError({ details: 'Leather is not installed' })
      return (await provider.request(method, params)).result
    }, WALLET_PROMPT_TIMEOUT_MS)

  return {
    id: 'leather',
    name: 'Leather',
    rdns: 'io.leather',
    isInstalled: () => getInjectedProvider([LEATHER_PROVIDER_ID]) !== undefined,
    getImageUrl: () => getRegisteredIcon(LEATHER_PROVIDER_ID),
    connect: async () => {
      const result = (await request('getAddresses')) as { addresses?: LeatherAddress[] } | undefined
      return toAccounts(result?.addresses ?? [])
    },
    disconnect: async () => undefined,
    messageProtocols: ['BIP322'],
    // Leather picks its signing address by type ('p2tr' or 'p2wpkh'), never by address.
    signMessage: async ({ purpose, message }) => {
      const paymentType = purpose === 'ordinals' ? 'p2tr' : 'p2wpkh'
      const result = (await request('signMessage', { message, paymentType })) as { signature: string }
      return result.signature
    },
    signPsbt: async ({ psbt, signInputs, network }) => {
      const signAtIndex = Object.values(signInputs).flat()
      const result = (await request('signPsbt', {
        hex: Psbt.fromBase64(psbt).toHex(),
        signAtIndex,
        network,
        broadcast: false,
      })) as { hex: string }
      return Psbt.fromHex(result.hex).toBase64()
    },
    watch: () => () => undefined,
  }
}
