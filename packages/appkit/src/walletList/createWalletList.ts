import {
  type Clock,
  createConsoleLogger,
  createWalletDirectoryClient,
  getWalletImageUrl,
  getWalletListChains,
  getWalletListKey,
  getWalletListView,
  getWalletRowsInput,
  loadMoreWallets,
  loadWalletList,
  type OptionsState,
  retryWalletList,
  searchWalletList,
  setWalletListChains,
  type Timers,
  type TrackEvent,
  toWalletDirectoryClientParameters,
  type Wallet,
  type WalletListView,
  type WalletRow,
} from '@atrium/core'
import type { AppKitContextValue, WalletListActions } from '@atrium/react'
import { connectWalletRow, isMobileDevice } from '@atrium/react/internal'
import type { AppKitStoreSet } from '../stores/createAppKitStores.js'

/** What the wallet list needs from the instance besides its stores. */
export type WalletListParameters = {
  readonly track: TrackEvent
  readonly clock: Clock
  readonly timers: Timers
  /** The stored recent wallets, most recent first (read when the list is built). */
  readonly getRecentWallets: () => readonly Wallet[]
}

/**
 * The headless wallet list of `appKit.getWallets()`: the modal's rows as plain data, kept current,
 * and the actions of a dApp's own picker.
 */
export type AppKitWallets = {
  /** The list now (the same object until something in it changes). */
  getState(): WalletListView
  /** Calls `listener` with the list each time it changes; returns the unsubscribe. */
  subscribe(listener: (state: WalletListView) => void): () => void
  /**
   * Connects a wallet of the list: through its connector without the modal (resolves once
   * connected, rejects with the wallet's coded error), else the modal opens on its WalletConnect
   * view and this resolves at once; on Solana, Phantom and Coinbase Wallet without their provider
   * send the page to their link (CONN-011/012).
   */
  connect(wallet: WalletRow): Promise<void>
  /** Searches the directory (300 ms minimum wait, up to 100 results); blank text clears the search. */
  search(text: string): Promise<void>
  /** Loads the next page of 40 wallets. */
  loadMore(): Promise<void>
  /** Asks the directory again for whatever failed. */
  retry(): Promise<void>
}

/** The wallet list of one instance: the directory actions and the headless list. */
export type WalletList = {
  readonly actions: WalletListActions
  /** The headless list of `appKit`; starts loading the directory's first page. */
  getWallets(appKit: AppKitContextValue): AppKitWallets
  dispose(): void
}

const done = () => Promise.resolve()

/**
 * Binds core's wallet-list actions to the instance (its directory client, analytics `track` for
 * `SEARCH_WALLET`, clock, a console logger for dropped entries) and keeps the list's `chains` on
 * the configured networks of the namespace the modal is filtered to (all of them without a
 * filter); once the list was asked for, a new filter loads its own pages (cached per filter).
 * Without a project id no request is made (the real directory refuses it) and the lists hold the
 * wallets the page and the options know. `dispose` aborts the requests under way. Loaded with its
 * own chunk, on the first need.
 */
export function createWalletList(stores: AppKitStoreSet, parameters: WalletListParameters): WalletList {
  const options: OptionsState = stores.options.getState()
  const hasDirectory = Boolean(options.projectId?.trim())
  const directory = createWalletDirectoryClient(toWalletDirectoryClientParameters(options))
  const requests = new AbortController()
  const services = {
    directory,
    signal: requests.signal,
    track: parameters.track,
    logger: createConsoleLogger(),
    featuredWalletIds: options.featuredWalletIds,
    clock: parameters.clock,
    timers: parameters.timers,
  }
  let started = false
  const syncChains = () => {
    const { walletList, network, connectors } = stores
    const before = walletList.getState()
    setWalletListChains(stores, {
      chains: getWalletListChains(network.getState(), connectors.getState().filterByNamespace),
    })
    const after = walletList.getState()
    if (!started || getWalletListKey(before.chains) === getWalletListKey(after.chains)) return
    void loadWalletList(stores, services)
    if (after.search.text !== '') void searchWalletList(stores, { ...services, text: after.search.text })
  }
  syncChains()
  const unwatch = [stores.network.subscribe(syncChains), stores.connectors.subscribe(syncChains)]
  const actions: WalletListActions = hasDirectory
    ? {
        prefetch: () => {
          started = true
          return loadWalletList(stores, services)
        },
        loadMore: () => loadMoreWallets(stores, services),
        search: (text) => searchWalletList(stores, { ...services, text }),
        retry: () => retryWalletList(stores, services),
      }
    : { prefetch: done, loadMore: done, search: done, retry: done }
  const getImageUrl = (wallet: Wallet) => getWalletImageUrl(directory, wallet)
  return {
    actions,
    getWallets: (appKit) => {
      void actions.prefetch()
      return createHeadlessWallets(stores, {
        actions,
        connect: (wallet) => connectWalletRow(appKit, wallet),
        platform: () => ({
          recentWallets: parameters.getRecentWallets(),
          isMobile: isMobileDevice(),
          hasWalletConnect: appKit.connectWalletConnect !== undefined,
          hasDirectory,
          getImageUrl,
        }),
      })
    },
    dispose: () => {
      for (const stop of unwatch) stop()
      requests.abort()
    },
  }
}

function createHeadlessWallets(
  stores: AppKitStoreSet,
  parameters: {
    readonly actions: WalletListActions
    readonly connect: (wallet: WalletRow) => Promise<void>
    readonly platform: () => Parameters<typeof getWalletRowsInput>[1]
  },
): AppKitWallets {
  const { actions } = parameters
  // The same object until a store it is built from changes, as `useSyncExternalStore` requires.
  let cache:
    | { readonly sources: readonly [unknown, unknown, unknown]; readonly view: WalletListView }
    | undefined
  const getState = () => {
    const connectors = stores.connectors.getState()
    const walletList = stores.walletList.getState()
    const options = stores.options.getState()
    const sources = [connectors.connectors, walletList, options] as const
    if (cache?.sources.every((source, index) => source === sources[index])) return cache.view
    // Recent wallets change only by connecting, which changes the stores too: read with them.
    const view = getWalletListView(
      getWalletRowsInput({ connectors, walletList, options }, parameters.platform()),
    )
    cache = { sources, view }
    return view
  }
  return {
    getState,
    subscribe: (listener) => {
      let last = getState()
      const onChange = () => {
        const next = getState()
        if (next === last) return
        last = next
        listener(next)
      }
      const stops = [stores.connectors, stores.walletList, stores.options].map((store) =>
        store.subscribe(onChange),
      )
      return () => {
        for (const stop of stops) stop()
      }
    },
    connect: parameters.connect,
    search: actions.search,
    loadMore: actions.loadMore,
    retry: actions.retry,
  }
}
