import { ResourceNotFoundRpcError, UnsupportedProviderMethodError } from '@atrium/common'
import { Psbt } from 'bitcoinjs-lib'
import type { BitcoinNetworkName } from '../networks/bitcoinNetwork.js'
import type { BitcoinWalletAccount, BitcoinWalletConnector } from './BitcoinWalletConnector.js'
import { callWallet, WALLET_PROMPT_TIMEOUT_MS, WALLET_READ_TIMEOUT_MS } from './callWallet.js'
import { getInjectedProvider } from './getInjectedProvider.js'

/** The part of Unisat's `window.unisat` (and OKX's unisat-like `window.okxwallet.bitcoin`) the adapter uses. */
export type UnisatLikeProvider = {
  requestAccounts(): Promise<string[]>
  getAccounts(): Promise<string[]>
  getPublicKey(): Promise<string>
  signMessage(message: string, type?: 'ecdsa' | 'bip322-simple'): Promise<string>
  signPsbt(
    psbtHex: string,
    options?: {
      readonly autoFinalized?: boolean
      readonly toSignInputs?: readonly { readonly index: number; readonly address: string }[]
    },
  ): Promise<string>
  on(event: string, listener: (payload: unknown) => void): unknown
  removeListener(event: string, listener: (payload: unknown) => void): unknown
  switchChain?: (chain: string) => Promise<unknown>
  switchNetwork?: (network: string) => Promise<unknown>
}

/** Unisat's `switchChain` enums. */
const CHAIN_ENUMS: Readonly<Record<BitcoinNetworkName, string>> = {
  mainnet: 'BITCOIN_MAINNET',
  testnet: 'BITCOIN_TESTNET',
  testnet4: 'BITCOIN_TESTNET4',
  signet: 'BITCOIN_SIGNET',
  regtest: 'BITCOIN_REGTEST',
}

/** Unisat's older `switchNetwork` names, for versions without `switchChain`. */
const NETWORK_NAMES: Readonly<Partial<Record<BitcoinNetworkName, string>>> = {
  mainnet: 'livenet',
  testnet: 'testnet',
}

type UnisatLikeWallet = Pick<BitcoinWalletConnector, 'id' | 'name' | 'rdns'> & {
  readonly path: readonly string[]
}

/** Unisat at `window.unisat` and OKX Wallet at `window.okxwallet.bitcoin`. */
export const UNISAT_LIKE_WALLETS = {
  unisat: { id: 'unisat', name: 'UniSat', rdns: 'io.unisat', path: ['unisat'] },
  okx: { id: 'okx', name: 'OKX Wallet', rdns: 'com.okex.wallet', path: ['okxwallet', 'bitcoin'] },
} as const satisfies Record<string, UnisatLikeWallet>

/**
 * Unisat, or a wallet with its API (OKX). One account: the address the user chose in the wallet,
 * reported as the payment address (ordinals go to the same address). `requestAccounts` connects,
 * `getAccounts` reads silently; messages are signed with 'bip322-simple' or 'ecdsa'; PSBTs go as hex
 * with `toSignInputs` and `autoFinalized: false`; 'accountsChanged' and 'networkChanged' are heard.
 * Unisat switches networks with `switchChain` (or `switchNetwork` in older versions); OKX cannot.
 */
export function createUnisatConnector(wallet: UnisatLikeWallet): BitcoinWalletConnector {
  const provider = (): UnisatLikeProvider => {
    const found = getInjectedProvider<UnisatLikeProvider>(wallet.path)
    if (found === undefined)
      throw new ResourceNotFoundRpcError({ details: `${wallet.name} is not installed` })
    return found
  }
  const toAccounts = async (addresses: readonly string[]): Promise<BitcoinWalletAccount[]> => {
    const [address] = addresses
    if (address === undefined) return []
    const publicKey = await provider().getPublicKey()
    return [{ address, publicKey, purpose: 'payment' }]
  }
  const switchNetwork = async (network: BitcoinNetworkName): Promise<void> => {
    await callWallet(async () => {
      const current = provider()
      if (current.switchChain !== undefined) return current.switchChain(CHAIN_ENUMS[network])
      const name = NETWORK_NAMES[network]
      if (current.switchNetwork === undefined || name === undefined) {
        throw new UnsupportedProviderMethodError({ details: `${wallet.name} cannot switch to ${network}` })
      }
      return current.switchNetwork(name)
    }, WALLET_PROMPT_TIMEOUT_MS)
  }
  const canSwitch = () => {
    const current = getInjectedProvider<UnisatLikeProvider>(wallet.path)
    return current?.switchChain !== undefined || current?.switchNetwork !== undefined
  }

  return {
    id: wallet.id,
    name: wallet.name,
    rdns: wallet.rdns,
    isInstalled: () => getInjectedProvider(wallet.path) !== undefined,
    getImageUrl: () => undefined,
    connect: () =>
      callWallet(async () => toAccounts(await provider().requestAccounts()), WALLET_PROMPT_TIMEOUT_MS),
    readAccounts: () =>
      callWallet(async () => toAccounts(await provider().getAccounts()), WALLET_READ_TIMEOUT_MS),
    // Neither wallet lets a dApp revoke its authorisation; forgetting the session is all there is.
    disconnect: async () => undefined,
    get switchNetwork() {
      return canSwitch() ? switchNetwork : undefined
    },
    messageProtocols: ['BIP322', 'ECDSA'],
    signMessage: ({ message, protocol }) =>
      callWallet(
        () => provider().signMessage(message, protocol === 'BIP322' ? 'bip322-simple' : 'ecdsa'),
        WALLET_PROMPT_TIMEOUT_MS,
      ),
    signPsbt: ({ psbt, signInputs }) =>
      callWallet(async () => {
        const toSignInputs = Object.entries(signInputs).flatMap(([address, indexes]) =>
          indexes.map((index) => ({ index, address })),
        )
        const signed = await provider().signPsbt(Psbt.fromBase64(psbt).toHex(), {
          autoFinalized: false,
          toSignInputs,
        })
        return Psbt.fromHex(signed).toBase64()
      }, WALLET_PROMPT_TIMEOUT_MS),
    watch: ({ onChange }) => {
      const current = getInjectedProvider<UnisatLikeProvider>(wallet.path)
      if (current === undefined) return () => undefined
      const onAccounts = (accounts: unknown) =>
        onChange(Array.isArray(accounts) && accounts.length === 0 ? [] : undefined)
      const onNetwork = () => onChange(undefined)
      current.on('accountsChanged', onAccounts)
      current.on('networkChanged', onNetwork)
      return () => {
        current.removeListener('accountsChanged', onAccounts)
        current.removeListener('networkChanged', onNetwork)
      }
    },
  }
}
