import { addInstalledAndRecentWallets, createWalletRowCollector } from './createWalletRowCollector.js'
import { getListedConnectors } from './getListedConnectors.js'
import { getShownDirectoryWallets, isWalletSearchShown } from './selectors.js'
import { supportsWalletChains } from './supportsWalletChains.js'
import type { WalletRow } from './WalletRow.js'
import type { WalletRowsInput } from './WalletRowsInput.js'

/**
 * Every wallet the user can pick, one row each (All Wallets and the headless list): the installed
 * and recent wallets, the custom wallets, the featured wallets, the other connectors, then the
 * directory's pages loaded so far in its order. While a search is shown, the local wallets whose
 * name contains the text (any case) and then the directory's results. A wallet known through
 * several paths is one row that connects through its best path, as in `getConnectWalletRows`.
 */
export function getAllWalletRows(input: WalletRowsInput): readonly WalletRow[] {
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
  for (const wallet of getShownDirectoryWallets(walletList)) collector.addWallet(wallet, 'directory')
  return collector.getRows()
}
