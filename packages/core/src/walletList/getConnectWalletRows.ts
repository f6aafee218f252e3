import { getFeaturedWallets } from '../connectors/getFeaturedWallets.js'
import { getRecommendedWallets } from '../connectors/getRecommendedWallets.js'
import { addInstalledAndRecentWallets, createWalletRowCollector } from './createWalletRowCollector.js'
import { getListedConnectors } from './getListedConnectors.js'
import { getWalletPages } from './selectors.js'
import { supportsWalletChains } from './supportsWalletChains.js'
import type { ConnectRow } from './WalletRow.js'
import type { WalletRowsInput } from './WalletRowsInput.js'

/**
 * The Connect view's wallet list (SPEC §1, §5, §9), one row per wallet, in this order:
 * 1. installed and announced wallets, the ones used before first (tagged recent, CONNECTOR-015);
 * 2. the other recent wallets (at most 2 are stored, CONNECTOR-016);
 * 3. featured wallets, in `featuredWalletIds` order, at most 4 (CONNECTOR-017);
 * 4. the app's `customWallets`;
 * 5. the other connectors (SDK wallets such as Coinbase or Safe);
 * 6. recommended wallets: the directory's first wallets not shown above, at most 4 (CONNECTOR-018);
 * 7. WalletConnect (its QR code), when offered;
 * 8. All Wallets with the directory's count, once the directory counted wallets for the list's
 *    chains, unless `features.allWallets` is off, there is no directory (no project id) or no
 *    WalletConnect to connect its wallets through.
 * With `features.collapseWallets`, 3 to 6 stay behind All Wallets. A wallet known through several
 * paths (connectors, directory, recent, custom) is one row that connects through its best path.
 * Directory wallets are those serving the list's `chains`; excluded ids never show (OPT-010).
 */
export function getConnectWalletRows(input: WalletRowsInput): readonly ConnectRow[] {
  const connectors = getListedConnectors(input)
  const collector = createWalletRowCollector(input, connectors)
  const { walletList, options } = input
  addInstalledAndRecentWallets(collector, { connectors, recentWallets: input.recentWallets })
  const collapsed = options.features.collapseWallets
  if (!collapsed) {
    const featured = getFeaturedWallets(
      walletList.featured.wallets.filter((wallet) => supportsWalletChains(wallet, walletList.chains)),
      { featuredWalletIds: options.featuredWalletIds },
    )
    for (const wallet of featured) collector.addWallet(wallet, 'featured')
    for (const wallet of options.customWallets) collector.addWallet(wallet, 'custom')
    for (const connector of connectors) collector.addConnector(connector, 'connector')
    const recommended = getRecommendedWallets(getWalletPages(walletList).wallets.filter(collector.canAdd))
    for (const wallet of recommended) collector.addWallet(wallet, 'recommended')
  }
  const rows: ConnectRow[] = [...collector.getRows()]
  if (input.hasWalletConnect) rows.push({ kind: 'walletConnect', key: 'walletConnect' })
  const { count } = getWalletPages(walletList)
  if (
    options.features.allWallets &&
    input.hasDirectory &&
    input.hasWalletConnect &&
    count !== undefined &&
    count > 0
  )
    rows.push({ kind: 'allWallets', key: 'allWallets', count })
  return rows
}
