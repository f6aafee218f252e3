import type { WalletListStore } from './createWalletListStore.js'
import { loadMoreWallets } from './loadMoreWallets.js'
import { type LoadWalletListParameters, loadWalletList } from './loadWalletList.js'
import { type SearchWalletListParameters, searchWalletList } from './searchWalletList.js'
import { getWalletPages } from './selectors.js'

export type RetryWalletListParameters = LoadWalletListParameters &
  Pick<SearchWalletListParameters, 'clock' | 'timers'>
export type RetryWalletListReturnType = undefined
/** Never rejects: a failure again is an `error` status again. */
export type RetryWalletListErrorType = never

/**
 * Asks the directory again for whatever failed: the featured or excluded wallets, the page that
 * failed (the first or a later one; the pages loaded before stay) and the current search. What
 * loaded is not asked again. The error views' retry button calls it.
 */
export async function retryWalletList(
  stores: { readonly walletList: WalletListStore },
  parameters: RetryWalletListParameters,
): Promise<RetryWalletListReturnType> {
  const state = stores.walletList.getState()
  const { search } = state
  const pages = getWalletPages(state)
  await Promise.all([
    // Retries the first page too, when that is the one that failed.
    loadWalletList(stores, parameters),
    pages.status === 'error' && pages.wallets.length > 0 ? loadMoreWallets(stores, parameters) : undefined,
    search.status === 'error' ? searchWalletList(stores, { ...parameters, text: search.text }) : undefined,
  ])
  return undefined
}
