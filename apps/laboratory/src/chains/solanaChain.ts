import { createSolanaAdapter } from '@atrium/adapter-solana'
import { createSolanaTestWallet } from '@atrium/testing/wallet'
import { devnet, isDevWalletEnabled } from '../devnet.js'
import { getDevWalletAuthorisation, LAB_DEV_WALLET_NAME } from './labAppKitOptions.js'

/** The devnet's Solana chain (litesvm) as an Atrium network. */
export const solanaNetwork = devnet.solana.network

/** The Solana adapter over the devnet's chain. */
export function createLabSolanaAdapter() {
  return createSolanaAdapter({ networks: [solanaNetwork] })
}

/** Registers an in-browser Wallet Standard wallet with a funded devnet key (not with `?devWallet=off`). */
export function registerSolanaDevWallet(): void {
  if (!isDevWalletEnabled) return
  createSolanaTestWallet({
    secretKey: Uint8Array.from(devnet.solana.devWalletSecretKey),
    rpcUrl: solanaNetwork.rpcUrls.default.http[0] ?? '',
    name: LAB_DEV_WALLET_NAME,
    rememberAuthorisation: getDevWalletAuthorisation('solana'),
  }).register(window)
}
