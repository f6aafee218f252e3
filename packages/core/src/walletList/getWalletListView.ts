import type { WalletListError } from './createWalletListStore.js'
import { getAllWalletRows } from './getAllWalletRows.js'
import { getConnectWalletRows } from './getConnectWalletRows.js'
import { getWalletPages, hasMoreWallets, isWalletListLoading, isWalletSearchShown } from './selectors.js'
import type { WalletRow } from './WalletRow.js'
import type { WalletRowsInput } from './WalletRowsInput.js'

/**
 * The wallet list as a dApp's own picker reads it (`appKit.getWallets()`, `useAppKitWallets()`):
 * the same rows as the modal, plain data.
 */
export type WalletListView = {
  /** The Connect view's wallets, in its order (without its WalletConnect and All Wallets entries). */
  readonly topWallets: readonly WalletRow[]
  /** Every wallet: the local ones, then the directory's pages loaded so far; the results while searching. */
  readonly wallets: readonly WalletRow[]
  /** The directory's wallet count for the current namespace filter, once a page answered. */
  readonly count: number | undefined
  /** The search shown (`''` for none). */
  readonly searchText: string
  /** A page or the search is on its way. */
  readonly isLoading: boolean
  /** `loadMore` would load another page (never while searching, nor without a directory). */
  readonly hasMore: boolean
  /** Why what is shown failed (the search, else the pages, else the featured wallets); `retry` asks again. */
  readonly error: WalletListError | undefined
}

/** The headless wallet list of `input` (see `WalletListView`). */
export function getWalletListView(input: WalletRowsInput): WalletListView {
  const { walletList } = input
  const searching = isWalletSearchShown(walletList)
  const pages = getWalletPages(walletList)
  return {
    topWallets: getConnectWalletRows(input).filter((row) => row.kind === 'wallet'),
    wallets: getAllWalletRows(input),
    count: pages.count,
    searchText: walletList.search.text,
    isLoading: isWalletListLoading(walletList),
    hasMore: input.hasDirectory && hasMoreWallets(walletList),
    error: searching ? walletList.search.error : (pages.error ?? walletList.featured.error),
  }
}
