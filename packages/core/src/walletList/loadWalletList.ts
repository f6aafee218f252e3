import { getFeaturedWallets } from '../connectors/getFeaturedWallets.js'
import { getWallets } from '../walletDirectory/getWallets.js'
import type { Wallet } from '../walletDirectory/walletSchema.js'
import type { WalletListStore } from './createWalletListStore.js'
import { loadMoreWallets } from './loadMoreWallets.js'
import { getWalletPages } from './selectors.js'
import {
  type DirectoryWalletsName,
  reduceDirectoryWalletsFailed,
  reduceDirectoryWalletsLoaded,
  reduceDirectoryWalletsRequested,
  toWalletListError,
} from './transitions.js'
import type { WalletListServices } from './WalletListServices.js'

export type LoadWalletListParameters = WalletListServices & {
  /** The `featuredWalletIds` option (CONNECTOR-017), in the order the app gave. */
  readonly featuredWalletIds: readonly string[]
}
export type LoadWalletListReturnType = undefined
/** Never rejects: failures are `error` statuses in the store. */
export type LoadWalletListErrorType = never

type Stores = { readonly walletList: WalletListStore }

async function loadDirectoryWallets(
  stores: Stores,
  name: DirectoryWalletsName,
  load: () => Promise<readonly Wallet[]>,
): Promise<void> {
  const status = stores.walletList.getState()[name].status
  if (status === 'loading' || status === 'ready') return
  stores.walletList.setState((state) => reduceDirectoryWalletsRequested(state, name))
  try {
    const wallets = await load()
    stores.walletList.setState((state) => reduceDirectoryWalletsLoaded(state, { name, wallets }))
  } catch (error) {
    stores.walletList.setState((state) =>
      reduceDirectoryWalletsFailed(state, { name, error: toWalletListError(error) }),
    )
  }
}

/**
 * [CONNECTOR-017] The featured wallets: `/getWallets` with `include` = `featuredWalletIds` (one
 * request, whatever the namespace filter: the row model filters by the wallets' `chains`), put in
 * the app's order. With `includeWalletIds`, only those among them (OPT-010).
 */
async function loadFeatured(stores: Stores, parameters: LoadWalletListParameters): Promise<void> {
  const { directory, featuredWalletIds } = parameters
  if (featuredWalletIds.length === 0) return
  await loadDirectoryWallets(stores, 'featured', async () => {
    const { data } = await getWallets(directory, {
      include: featuredWalletIds,
      entries: featuredWalletIds.length,
      logger: parameters.logger,
      signal: parameters.signal,
    })
    const included = directory.includeWalletIds
    const allowed = included.length === 0 ? data : data.filter((wallet) => included.includes(wallet.id))
    return getFeaturedWallets(allowed, { featuredWalletIds, count: featuredWalletIds.length })
  })
}

/**
 * [CONNECTOR-014] The wallets of `excludeWalletIds`, asked for by id (`include`, nothing
 * excluded) because the pages leave them out, yet their rdns is what hides an installed or
 * announced connector of the same wallet.
 */
async function loadExcluded(stores: Stores, parameters: LoadWalletListParameters): Promise<void> {
  const { directory } = parameters
  const ids = directory.excludeWalletIds
  if (ids.length === 0) return
  await loadDirectoryWallets(stores, 'excluded', async () => {
    const { data } = await getWallets(directory, {
      include: ids,
      exclude: [],
      entries: ids.length,
      logger: parameters.logger,
      signal: parameters.signal,
    })
    return data
  })
}

/**
 * Loads what the Connect view needs from the directory: the first page of the current `chains`
 * filter (CONNECTOR-019), the featured wallets (CONNECTOR-017) and the excluded wallets' rdns
 * (CONNECTOR-014), in parallel. Whatever is loaded or loading is not asked again (a second open
 * of the modal makes no request); whatever failed is asked again. Call it when the modal first
 * opens or the user reaches for the Connect button, never at start-up.
 */
export async function loadWalletList(
  stores: Stores,
  parameters: LoadWalletListParameters,
): Promise<LoadWalletListReturnType> {
  const pages = getWalletPages(stores.walletList.getState())
  const firstPage = pages.wallets.length === 0 && pages.status !== 'ready'
  await Promise.all([
    firstPage ? loadMoreWallets(stores, parameters) : undefined,
    loadFeatured(stores, parameters),
    loadExcluded(stores, parameters),
  ])
  return undefined
}
