import type { Wallet } from '../walletDirectory/walletSchema.js'
import {
  type DirectoryWalletPages,
  IDLE_DIRECTORY_WALLETS,
  type WalletListState,
} from './createWalletListStore.js'
import { getWalletListKey } from './getWalletListKey.js'

/**
 * Pages not asked for yet. Here rather than beside the store: start-up creates the store, the
 * list's code that reads pages loads later.
 */
export const IDLE_WALLET_PAGES: DirectoryWalletPages = {
  ...IDLE_DIRECTORY_WALLETS,
  count: undefined,
  nextPage: 1,
}

/** The pages of the current `chains` filter (idle when none were asked for yet). */
export function getWalletPages(state: WalletListState): DirectoryWalletPages {
  return state.pages[getWalletListKey(state.chains)] ?? IDLE_WALLET_PAGES
}

/** Whether the current search is shown instead of the pages. */
export function isWalletSearchShown(state: WalletListState): boolean {
  return state.search.text !== ''
}

/** The directory wallets a full list shows: the search results while searching, else the pages loaded. */
export function getShownDirectoryWallets(state: WalletListState): readonly Wallet[] {
  return isWalletSearchShown(state) ? state.search.wallets : getWalletPages(state).wallets
}

/** Whether more pages can be loaded for the current filter (never while searching: one request, ≤ 100 results). */
export function hasMoreWallets(state: WalletListState): boolean {
  return !isWalletSearchShown(state) && getWalletPages(state).nextPage !== undefined
}

/** Whether the list the user sees waits for the directory: the search, or the pages. */
export function isWalletListLoading(state: WalletListState): boolean {
  return (isWalletSearchShown(state) ? state.search : getWalletPages(state)).status === 'loading'
}
