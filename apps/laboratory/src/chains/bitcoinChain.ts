import { createBitcoinAdapter } from '@atrium/adapter-bitcoin'
import { createBitcoinTestWallet } from '@atrium/testing/wallet'
import { devnet, isDevWalletEnabled } from '../devnet.js'
import { getDevWalletAuthorisation } from './labAppKitOptions.js'

/** The devnet's Bitcoin regtest chain (its Esplora API) as an Atrium network. */
export const bitcoinNetwork = devnet.bitcoin.network

/** The Bitcoin adapter over the devnet's chain. */
export function createLabBitcoinAdapter() {
  return createBitcoinAdapter({ networks: [bitcoinNetwork] })
}

/** Injects an in-browser UniSat-style wallet with a funded devnet key (not with `?devWallet=off`). */
export function injectBitcoinDevWallet(): void {
  if (!isDevWalletEnabled) return
  createBitcoinTestWallet({
    kind: 'unisat',
    wif: devnet.bitcoin.devWalletWif,
    esploraUrl: bitcoinNetwork.rpcUrls.default.http[0] ?? '',
    rememberAuthorisation: getDevWalletAuthorisation('bip122'),
  }).inject(window)
}
