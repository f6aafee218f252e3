import type { CaipNetworkId } from '@atrium/common'

/**
 * The cache key of a `chains` filter: its ids sorted and comma-joined (`''` for none). Its own
 * module: the store's module loads at start-up, the actions that key pages by it load later.
 */
export function getWalletListKey(chains: readonly CaipNetworkId[]): string {
  return [...chains].sort().join(',')
}
