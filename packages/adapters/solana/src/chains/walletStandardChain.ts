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

/** The Wallet Standard name of a local cluster (solana-test-validator, a devnet chain). */
export const WALLET_STANDARD_LOCALNET_CHAIN = 'solana:localnet'

/**
 * The Wallet Standard chains that may stand for `caipNetworkId` in a wallet's `chains`, best
 * first: a catalogue cluster's name (`'solana:mainnet'`), then the CAIP-2 id itself (wallets that
 * announce genesis-hash ids) and, for any cluster outside the catalogue, `'solana:localnet'`.
 */
export function getWalletStandardChains(
  caipNetworkId: CaipNetworkId<'solana'>,
): readonly `solana:${string}`[] {
  const cluster = toWalletStandardChain(caipNetworkId)
  return cluster === undefined ? [caipNetworkId, WALLET_STANDARD_LOCALNET_CHAIN] : [cluster, caipNetworkId]
}

/**
 * The chain to name in a request to a wallet announcing `walletChains` for `caipNetworkId`: the
 * first candidate it announces, else the best candidate (some wallets announce fewer chains than
 * they serve).
 */
export function selectWalletStandardChain(
  walletChains: readonly string[],
  caipNetworkId: CaipNetworkId<'solana'>,
): `solana:${string}` {
  const candidates = getWalletStandardChains(caipNetworkId)
  return candidates.find((chain) => walletChains.includes(chain)) ?? (candidates[0] as `solana:${string}`)
}
