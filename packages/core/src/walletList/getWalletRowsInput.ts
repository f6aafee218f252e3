import type { ConnectorsState } from '../connectors/createConnectorsStore.js'
import type { WalletListState } from './createWalletListStore.js'
import type { WalletRowsInput } from './WalletRowsInput.js'

/** What the row input needs besides store state: storage, the platform and the instance's abilities. */
export type WalletRowsPlatform = Pick<
  WalletRowsInput,
  'recentWallets' | 'isMobile' | 'hasWalletConnect' | 'hasDirectory' | 'getImageUrl'
>

/**
 * The row-model input from the stores' state (the shown connectors, the wallet list, the wallet
 * options) and the platform, so the Connect view, All Wallets and the headless list read the same
 * things the same way.
 */
export function getWalletRowsInput(
  state: {
    readonly connectors: Pick<ConnectorsState, 'connectors'>
    readonly walletList: WalletListState
    readonly options: WalletRowsInput['options']
  },
  platform: WalletRowsPlatform,
): WalletRowsInput {
  const { options } = state
  return {
    connectors: state.connectors.connectors,
    walletList: state.walletList,
    options: {
      featuredWalletIds: options.featuredWalletIds,
      excludeWalletIds: options.excludeWalletIds,
      customWallets: options.customWallets,
      features: {
        collapseWallets: options.features.collapseWallets,
        allWallets: options.features.allWallets,
      },
    },
    ...platform,
  }
}
