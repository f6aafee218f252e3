import { WALLETS_PER_PAGE } from '@atrium/common'

/**
 * [CONNECTOR-019] The next `/getWallets` page of the wallet list, loaded 40 at a time:
 * `undefined` once every one of `count` wallets is loaded.
 *
 * @example
 * getNextWalletPage({ loadedCount: 40, count: 95 }) // { page: 2, entries: 40 }
 */
export function getNextWalletPage(parameters: {
  readonly loadedCount: number
  readonly count: number | undefined
}): { readonly page: number; readonly entries: number } | undefined {
  const { loadedCount, count } = parameters
  if (count !== undefined && loadedCount >= count) return undefined
  return { page: Math.floor(loadedCount / WALLETS_PER_PAGE) + 1, entries: WALLETS_PER_PAGE }
}
