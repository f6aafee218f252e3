import { FEATURED_WALLETS_COUNT } from '@atrium/common'

/**
 * [CONNECTOR-017] The featured wallets: the directory wallets listed in `featuredWalletIds`, in
 * that order, at most `count` (4 by default).
 */
export function getFeaturedWallets<wallet extends { readonly id: string }>(
  wallets: readonly wallet[],
  parameters: { readonly featuredWalletIds: readonly string[]; readonly count?: number | undefined },
): readonly wallet[] {
  const featured: wallet[] = []
  for (const id of parameters.featuredWalletIds) {
    const wallet = wallets.find((entry) => entry.id === id)
    if (wallet !== undefined && !featured.includes(wallet)) featured.push(wallet)
  }
  return featured.slice(0, parameters.count ?? FEATURED_WALLETS_COUNT)
}
