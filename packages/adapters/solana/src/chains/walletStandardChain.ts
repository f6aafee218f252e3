import { type CaipNetworkId, solana, solanaDevnet, solanaTestnet } from '@atrium/common'

/** The chain identifiers Solana wallets announce through the Wallet Standard. */
export type WalletStandardSolanaChain = 'solana:mainnet' | 'solana:devnet' | 'solana:testnet'

// CAIP-2 names Solana clusters by genesis hash; the Wallet Standard by cluster name. Wallets
// advertise and sign for the latter, so every request crossing to a wallet is translated.
const BY_CAIP_NETWORK_ID: ReadonlyMap<CaipNetworkId, WalletStandardSolanaChain> = new Map([
  [solana.caipNetworkId, 'solana:mainnet'],
  [solanaDevnet.caipNetworkId, 'solana:devnet'],
  [solanaTestnet.caipNetworkId, 'solana:testnet'],
])

/** The Wallet Standard chain of a catalogue Solana network, or `undefined` for an unknown cluster. */
export function toWalletStandardChain(caipNetworkId: CaipNetworkId): WalletStandardSolanaChain | undefined {
  return BY_CAIP_NETWORK_ID.get(caipNetworkId)
}

/** The CAIP-2 network id of a Wallet Standard chain, or `undefined` when it is not a Solana cluster we know. */
export function fromWalletStandardChain(chain: string): CaipNetworkId | undefined {
  for (const [caipNetworkId, standardChain] of BY_CAIP_NETWORK_ID)
    if (standardChain === chain) return caipNetworkId
  return undefined
}
