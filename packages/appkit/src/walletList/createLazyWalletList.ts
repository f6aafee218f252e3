import { createLazyLoader } from '@atrium/common'
import type { AppKitContextValue, WalletListActions } from '@atrium/react'
import type { AppKitStoreSet } from '../stores/createAppKitStores.js'
import type { AppKitWallets, WalletList, WalletListParameters } from './createWalletList.js'

/** The instance's wallet list, its code loaded on the first use. */
export type LazyWalletList = {
  /** The directory actions the modal's views call; each loads the list's code first. */
  readonly actions: WalletListActions
  /** The headless list, once its code loaded; starts loading the directory's first page. */
  getWallets(appKit: AppKitContextValue): Promise<AppKitWallets>
  dispose(): void
}

/**
 * Defers the wallet list (`createWalletList`: the directory client, its schemas, the row model) to
 * its own chunk, loaded when the modal first shows wallets, the user reaches for the Connect
 * button or the dApp asks for the list: start-up loads none of it and requests nothing. A failed
 * download leaves the actions without effect until the next call tries again.
 */
export function createLazyWalletList(
  stores: AppKitStoreSet,
  parameters: WalletListParameters,
): LazyWalletList {
  const list = createLazyLoader(async () =>
    (await import('./createWalletList.js')).createWalletList(stores, parameters),
  )
  const run = (use: (loaded: WalletList) => Promise<void>) => list.load().then(use, () => undefined)
  return {
    actions: {
      prefetch: () => run((loaded) => loaded.actions.prefetch()),
      loadMore: () => run((loaded) => loaded.actions.loadMore()),
      search: (text) => run((loaded) => loaded.actions.search(text)),
      retry: () => run((loaded) => loaded.actions.retry()),
    },
    getWallets: async (appKit) => (await list.load()).getWallets(appKit),
    dispose: () => list.peek()?.dispose(),
  }
}
