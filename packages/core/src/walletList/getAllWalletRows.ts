import type { Wallet } from '../walletDirectory/walletSchema.js'
import {
  addInstalledAndRecentWallets,
  createWalletRowCollector,
  type WalletRowCollector,
} from './createWalletRowCollector.js'
import { getListedConnectors } from './getListedConnectors.js'
import { getShownDirectoryWallets, isWalletSearchShown } from './selectors.js'
import { supportsWalletChains } from './supportsWalletChains.js'
import type { WalletRow } from './WalletRow.js'
import type { WalletRowsInput } from './WalletRowsInput.js'

/** Every part of the input the rows are built from, but the directory wallets shown. */
function getLocalParts(input: WalletRowsInput): readonly unknown[] {
  const { walletList, options } = input
  return [
    input.connectors,
    input.isMobile,
    input.recentWallets,
    input.hasWalletConnect,
    input.getImageUrl,
    options.excludeWalletIds,
    options.customWallets,
    walletList.excluded.wallets,
    walletList.featured.wallets,
    walletList.chains,
    walletList.search.text,
  ]
}

/** A collector holding the rows that come before the directory's (see `getAllWalletRows`). */
function collectLocalWallets(input: WalletRowsInput): WalletRowCollector {
  const connectors = getListedConnectors(input)
  const collector = createWalletRowCollector(input, connectors)
  const { walletList, options } = input
  const searching = isWalletSearchShown(walletList)
  const text = walletList.search.text.toLowerCase()
  const accepts = (name: string) => !searching || name.toLowerCase().includes(text)
  addInstalledAndRecentWallets(collector, { connectors, recentWallets: input.recentWallets, accepts })
  for (const wallet of options.customWallets) if (accepts(wallet.name)) collector.addWallet(wallet, 'custom')
  if (!searching) {
    for (const wallet of walletList.featured.wallets)
      if (supportsWalletChains(wallet, walletList.chains)) collector.addWallet(wallet, 'featured')
  }
  for (const connector of connectors)
    if (accepts(connector.name)) collector.addConnector(connector, 'connector')
  return collector
}

const startsWith = (list: readonly Wallet[], start: readonly Wallet[]) =>
  list.length >= start.length && start.every((wallet, index) => list[index] === wallet)

/**
 * `getAllWalletRows` that remembers its last answer: when only directory wallets were appended
 * since (a page loaded while scrolling All Wallets), it adds just those to the rows it has, and
 * rows nothing was added to keep their objects; anything else rebuilds every row. The cost of a
 * page is then that page's, not that of the thousands of wallets loaded before it.
 *
 * @example
 * const getRows = createAllWalletRowsBuilder()
 * const rows = getRows(input) // the same rows as getAllWalletRows(input)
 */
export function createAllWalletRowsBuilder(): (input: WalletRowsInput) => readonly WalletRow[] {
  type Built = {
    readonly localParts: readonly unknown[]
    readonly collector: WalletRowCollector
    readonly directory: readonly Wallet[]
    readonly rows: readonly WalletRow[]
  }
  let last: Built | undefined
  return (input) => {
    const localParts = getLocalParts(input)
    const directory = getShownDirectoryWallets(input.walletList)
    const previous =
      last !== undefined &&
      localParts.every((part, index) => part === last?.localParts[index]) &&
      startsWith(directory, last.directory)
        ? last
        : undefined
    if (previous?.directory === directory) return previous.rows
    const collector = previous?.collector ?? collectLocalWallets(input)
    for (const wallet of directory.slice(previous?.directory.length ?? 0))
      collector.addWallet(wallet, 'directory')
    last = { localParts, collector, directory, rows: collector.getRows() }
    return last.rows
  }
}

/**
 * Every wallet the user can pick, one row each (All Wallets and the headless list): the installed
 * and recent wallets, the custom wallets, the featured wallets, the other connectors, then the
 * directory's pages loaded so far in its order. While a search is shown, the local wallets whose
 * name contains the text (any case) and then the directory's results. A wallet known through
 * several paths is one row that connects through its best path, as in `getConnectWalletRows`.
 * A list rebuilt as pages load uses `createAllWalletRowsBuilder`.
 */
export function getAllWalletRows(input: WalletRowsInput): readonly WalletRow[] {
  return createAllWalletRowsBuilder()(input)
}
