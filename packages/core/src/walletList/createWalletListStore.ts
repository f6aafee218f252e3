import type { CaipNetworkId } from '@atrium/common'
import { createStore } from 'zustand/vanilla'
import type { Wallet } from '../walletDirectory/walletSchema.js'

/** Where a directory request stands: never asked, in flight, answered, or failed (retry possible). */
export type WalletListStatus = 'idle' | 'loading' | 'ready' | 'error'

/** A failed directory request as plain data: the error's catalogue `code` and `message`. */
export type WalletListError = { readonly code: string; readonly message: string }

/** Wallets from one kind of directory request, in the directory's order. */
export type DirectoryWallets = {
  readonly wallets: readonly Wallet[]
  readonly status: WalletListStatus
  readonly error: WalletListError | undefined
}

/**
 * The directory's wallet pages for one `chains` filter (CONNECTOR-019): the pages loaded so far,
 * concatenated without repeated ids, the directory's total `count` once a page answered, and the
 * page to ask for next (`undefined` once every page is loaded). Pages are counted rather than
 * derived from `wallets.length`, which a dropped malformed entry or a repeated id shortens.
 */
export type DirectoryWalletPages = DirectoryWallets & {
  readonly count: number | undefined
  readonly nextPage: number | undefined
}

/** The latest wallet search (CONNECTOR-020/021): its text, for which `chains` key, and its results. */
export type WalletSearch = DirectoryWallets & {
  /** The trimmed search text; `''` when no search is shown. */
  readonly text: string
  readonly chainsKey: string
}

/**
 * The wallet list's directory data (SPEC §7 `/getWallets`): pages per namespace filter (cached for
 * the session: `pages` is keyed by `getWalletListKey(chains)`), the featured wallets
 * (`featuredWalletIds`, in that order), the wallets of `excludeWalletIds` (only their rdns are used,
 * CONNECTOR-014) and the current search. Only directory data: the connectors, recent and custom
 * wallets join it in the row model (`getConnectWalletRows`).
 */
export type WalletListState = {
  /** The networks the directory lists wallets for: the filtered namespace's, else every configured one. */
  readonly chains: readonly CaipNetworkId[]
  readonly pages: Readonly<Record<string, DirectoryWalletPages>>
  readonly featured: DirectoryWallets
  readonly excluded: DirectoryWallets
  readonly search: WalletSearch
}

/** Directory wallets not asked for yet. */
export const IDLE_DIRECTORY_WALLETS: DirectoryWallets = { wallets: [], status: 'idle', error: undefined }

/** No search. */
export const NO_WALLET_SEARCH: WalletSearch = { ...IDLE_DIRECTORY_WALLETS, text: '', chainsKey: '' }

/** The state of a fresh wallet-list store: nothing asked for. */
export function getInitialWalletListState(): WalletListState {
  return {
    chains: [],
    pages: {},
    featured: IDLE_DIRECTORY_WALLETS,
    excluded: IDLE_DIRECTORY_WALLETS,
    search: NO_WALLET_SEARCH,
  }
}

/**
 * Creates the wallet-list store of one modal instance. It holds data only; the actions
 * (`loadWalletList`, `loadMoreWallets`, `searchWalletList`, `retryWalletList`,
 * `setWalletListChains`) fill it from the directory.
 *
 * @example
 * const walletList = createWalletListStore()
 * await loadWalletList({ walletList }, { directory, featuredWalletIds: [], excludeWalletIds: [] })
 */
export function createWalletListStore(initial?: Partial<WalletListState>) {
  return createStore<WalletListState>()(() => ({ ...getInitialWalletListState(), ...initial }))
}

/** The store made by `createWalletListStore`. */
export type WalletListStore = ReturnType<typeof createWalletListStore>
