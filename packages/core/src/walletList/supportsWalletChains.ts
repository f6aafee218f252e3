import type { CaipNetworkId } from '@atrium/common'
import type { Wallet } from '../walletDirectory/walletSchema.js'

/**
 * Whether a directory wallet serves one of `chains`: always when no chains are asked for or the
 * entry lists none (the directory then does not know), else when the lists share a network.
 */
export function supportsWalletChains(
  wallet: Pick<Wallet, 'chains'>,
  chains: readonly CaipNetworkId[],
): boolean {
  if (chains.length === 0 || wallet.chains == null || wallet.chains.length === 0) return true
  return wallet.chains.some((chain) => (chains as readonly string[]).includes(chain))
}
