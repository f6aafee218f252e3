import { getWallets } from '../walletDirectory/getWallets.js'
import type { WalletListStore } from './createWalletListStore.js'
import { getWalletListKey } from './getWalletListKey.js'
import { getWalletPages } from './selectors.js'
import { reducePageFailed, reducePageLoaded, reducePageRequested, toWalletListError } from './transitions.js'
import type { WalletListServices } from './WalletListServices.js'

export type LoadMoreWalletsParameters = WalletListServices
export type LoadMoreWalletsReturnType = undefined
/** Never rejects: a failure is the pages' `error` status, which `retryWalletList` retries. */
export type LoadMoreWalletsErrorType = never

/**
 * [CONNECTOR-019] Loads the next page of 40 wallets for the current `chains` filter into the
 * store: nothing when a page is in flight or every page is loaded. Pages stay cached for the
 * session, per filter. A failure keeps the pages loaded before and records the error.
 */
export async function loadMoreWallets(
  stores: { readonly walletList: WalletListStore },
  parameters: LoadMoreWalletsParameters,
): Promise<LoadMoreWalletsReturnType> {
  const state = stores.walletList.getState()
  const { chains } = state
  const key = getWalletListKey(chains)
  const pages = getWalletPages(state)
  const page = pages.nextPage
  if (pages.status === 'loading' || page === undefined) return undefined
  stores.walletList.setState((state) => reducePageRequested(state, key))
  try {
    const { data, count } = await getWallets(parameters.directory, {
      page,
      chains,
      logger: parameters.logger,
      signal: parameters.signal,
    })
    stores.walletList.setState((state) => reducePageLoaded(state, { key, page, wallets: data, count }))
  } catch (error) {
    stores.walletList.setState((state) => reducePageFailed(state, { key, error: toWalletListError(error) }))
  }
  return undefined
}
