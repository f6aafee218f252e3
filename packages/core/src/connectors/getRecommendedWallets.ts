import { RECOMMENDED_WALLETS_COUNT } from '@atrium/common'

/**
 * [CONNECTOR-018] The recommended wallets: the directory's wallets in its order, without those
 * already shown elsewhere (`excludeIds`: featured, recent, installed), at most `count` (4).
 */
export function getRecommendedWallets<wallet extends { readonly id: string }>(
  wallets: readonly wallet[],
  parameters: {
    readonly excludeIds?: readonly string[] | undefined
    readonly count?: number | undefined
  } = {},
): readonly wallet[] {
  const excluded = new Set(parameters.excludeIds ?? [])
  return wallets
    .filter((wallet) => !excluded.has(wallet.id))
    .slice(0, parameters.count ?? RECOMMENDED_WALLETS_COUNT)
}
