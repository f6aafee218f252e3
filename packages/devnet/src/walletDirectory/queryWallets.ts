import type { DirectoryWallet } from './createDirectoryWallets.js'
import type { WalletsQuery } from './parseWalletsQuery.js'

/** One page of `GET /getWallets`: the page's wallets and how many match in all. */
export type WalletsPage = { readonly data: readonly DirectoryWallet[]; readonly count: number }

/** A wallet predicate per filter of the query; sets keep a 500-id list cheap over 20,000 wallets. */
function getFilters(query: WalletsQuery): ((wallet: DirectoryWallet) => boolean)[] {
  const { badgeType, include, exclude, chains, search } = query
  const included = include === undefined ? undefined : new Set(include)
  const excluded = new Set(exclude)
  const chainIds = chains === undefined ? undefined : new Set(chains)
  const text = search?.toLowerCase()
  return [
    (wallet) => badgeType === 'none' || wallet.badge_type === badgeType,
    (wallet) => included === undefined || included.has(wallet.id),
    (wallet) => !excluded.has(wallet.id),
    (wallet) => chainIds === undefined || wallet.chains.some((chain) => chainIds.has(chain)),
    (wallet) => text === undefined || wallet.name.toLowerCase().includes(text),
  ]
}

/**
 * Pure: the wallets matching `query`, kept in the directory's ranking order, and the `query.page`-th
 * page of `query.entries` of them. A page past the end is empty; `count` is the total either way.
 * Search is a case-insensitive match anywhere in the name; a wallet matches `chains` if it
 * supports any of them.
 */
export function queryWallets(wallets: readonly DirectoryWallet[], query: WalletsQuery): WalletsPage {
  const filters = getFilters(query)
  const matching = wallets.filter((wallet) => filters.every((filter) => filter(wallet)))
  const start = (query.page - 1) * query.entries
  return { data: matching.slice(start, start + query.entries), count: matching.length }
}
