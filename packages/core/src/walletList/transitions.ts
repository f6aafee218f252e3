import { type CaipNetworkId, COMMON_MESSAGES, isAtriumError, WALLETS_PER_PAGE } from '@atrium/common'
import { getNextWalletPage } from '../connectors/getNextWalletPage.js'
import type { Wallet } from '../walletDirectory/walletSchema.js'
import {
  type DirectoryWallets,
  NO_WALLET_SEARCH,
  type WalletListError,
  type WalletListState,
} from './createWalletListStore.js'
import { getWalletListKey } from './getWalletListKey.js'
import { IDLE_WALLET_PAGES } from './selectors.js'

/** The two single-request lists of the state. */
export type DirectoryWalletsName = 'featured' | 'excluded'

/**
 * A failure as state data: an Atrium error's code and catalogue message. Anything else (the
 * directory client wraps every failure, so only a bug gets here) is 'Something went wrong'.
 */
export function toWalletListError(error: unknown): WalletListError {
  if (isAtriumError(error)) return { code: error.code, message: error.message }
  return { code: 'SOMETHING_WENT_WRONG', message: COMMON_MESSAGES.SOMETHING_WENT_WRONG }
}

/** `wallets` then the `added` ones whose id is not among them yet (pages can overlap as the directory changes). */
export function appendNewWallets(wallets: readonly Wallet[], added: readonly Wallet[]): readonly Wallet[] {
  const ids = new Set(wallets.map((wallet) => wallet.id))
  const fresh = added.filter((wallet) => {
    if (ids.has(wallet.id)) return false
    ids.add(wallet.id)
    return true
  })
  return fresh.length === 0 ? wallets : [...wallets, ...fresh]
}

function toLoading<list extends DirectoryWallets>(list: list): list {
  return { ...list, status: 'loading', error: undefined }
}

function toFailed<list extends DirectoryWallets>(list: list, error: WalletListError): list {
  return { ...list, status: 'error', error }
}

/** Pure: the next page of the `key` list is being loaded. */
export function reducePageRequested(state: WalletListState, key: string): WalletListState {
  return { ...state, pages: { ...state.pages, [key]: toLoading(state.pages[key] ?? IDLE_WALLET_PAGES) } }
}

/**
 * Pure: page `page` of the `key` list arrived: its new wallets appended, the directory's count
 * taken, and the next page set (none once `count` wallets are covered, or when the directory
 * answered an empty page: it has fewer than it counted).
 */
export function reducePageLoaded(
  state: WalletListState,
  input: {
    readonly key: string
    readonly page: number
    readonly wallets: readonly Wallet[]
    readonly count: number
  },
): WalletListState {
  const pages = state.pages[input.key] ?? IDLE_WALLET_PAGES
  const next = {
    wallets: appendNewWallets(pages.wallets, input.wallets),
    count: input.count,
    nextPage:
      input.wallets.length === 0
        ? undefined
        : getNextWalletPage({ loadedCount: input.page * WALLETS_PER_PAGE, count: input.count })?.page,
    status: 'ready',
    error: undefined,
  } as const
  return { ...state, pages: { ...state.pages, [input.key]: next } }
}

/** Pure: a page of the `key` list failed; the pages loaded before stay. */
export function reducePageFailed(
  state: WalletListState,
  input: { readonly key: string; readonly error: WalletListError },
): WalletListState {
  const pages = state.pages[input.key] ?? IDLE_WALLET_PAGES
  return { ...state, pages: { ...state.pages, [input.key]: toFailed(pages, input.error) } }
}

/** Pure: the featured or excluded wallets are being loaded. */
export function reduceDirectoryWalletsRequested(
  state: WalletListState,
  name: DirectoryWalletsName,
): WalletListState {
  return { ...state, [name]: toLoading(state[name]) }
}

/** Pure: the featured or excluded wallets arrived. */
export function reduceDirectoryWalletsLoaded(
  state: WalletListState,
  input: { readonly name: DirectoryWalletsName; readonly wallets: readonly Wallet[] },
): WalletListState {
  return { ...state, [input.name]: { wallets: input.wallets, status: 'ready', error: undefined } }
}

/** Pure: loading the featured or excluded wallets failed. */
export function reduceDirectoryWalletsFailed(
  state: WalletListState,
  input: { readonly name: DirectoryWalletsName; readonly error: WalletListError },
): WalletListState {
  return { ...state, [input.name]: toFailed(state[input.name], input.error) }
}

/** Pure: a search for `text` (trimmed) starts; `''` clears the search. */
export function reduceSearchStarted(
  state: WalletListState,
  input: { readonly text: string; readonly chainsKey: string },
): WalletListState {
  if (input.text === '') return { ...state, search: NO_WALLET_SEARCH }
  return {
    ...state,
    search: {
      text: input.text,
      chainsKey: input.chainsKey,
      wallets: [],
      status: 'loading',
      error: undefined,
    },
  }
}

/** Whether `state.search` is still the search `input` answers (a later search or a clear wins). */
function isCurrentSearch(
  state: WalletListState,
  input: { readonly text: string; readonly chainsKey: string },
): boolean {
  return state.search.text === input.text && state.search.chainsKey === input.chainsKey
}

/** Pure: the results of a search arrived; ignored when another search (or none) is shown by now. */
export function reduceSearchLoaded(
  state: WalletListState,
  input: { readonly text: string; readonly chainsKey: string; readonly wallets: readonly Wallet[] },
): WalletListState {
  if (!isCurrentSearch(state, input)) return state
  return { ...state, search: { ...state.search, wallets: input.wallets, status: 'ready', error: undefined } }
}

/** Pure: a search failed; ignored when another search (or none) is shown by now. */
export function reduceSearchFailed(
  state: WalletListState,
  input: { readonly text: string; readonly chainsKey: string; readonly error: WalletListError },
): WalletListState {
  if (!isCurrentSearch(state, input)) return state
  return { ...state, search: toFailed(state.search, input.error) }
}

/** Pure: the lists now use `chains`; pages already loaded for other chains stay cached. */
export function reduceChains(state: WalletListState, chains: readonly CaipNetworkId[]): WalletListState {
  if (getWalletListKey(chains) === getWalletListKey(state.chains)) return state
  return { ...state, chains }
}
