import { RECENT_WALLETS_MAX_COUNT } from '@atrium/common'

/**
 * [CONNECTOR-015][CONNECTOR-016] Puts `wallet` first unless a wallet with its `id` is already in
 * the list (then the list is returned unchanged), keeping at most 2 entries: the oldest drops.
 */
export function addRecentWallet<wallet extends { readonly id: string }>(
  wallets: readonly wallet[],
  wallet: wallet,
): readonly wallet[] {
  if (wallets.some((entry) => entry.id === wallet.id)) return wallets
  return [wallet, ...wallets].slice(0, RECENT_WALLETS_MAX_COUNT)
}
