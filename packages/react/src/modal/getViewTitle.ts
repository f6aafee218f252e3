import { formatErrorMessage } from '@atrium/common'
import { NETWORKS_VIEW, type RouterView, type RouterViewData } from '@atrium/core'

/**
 * The header title of `view`: the wallet's name while connecting to it, a fixed title otherwise
 * (`ConnectingWalletConnectBasic` is the Connect view of a basic pairing: 'Connect Wallet').
 */
export function getViewTitle(view: RouterView, data: RouterViewData | undefined): string {
  switch (view) {
    case 'ConnectingExternal':
      return data?.connector?.name ?? formatErrorMessage('CONNECT_VIEW_TITLE')
    case 'ConnectingWalletConnect':
      return data?.wallet?.name ?? formatErrorMessage('CONNECTING_WALLETCONNECT_VIEW_TITLE')
    case 'Account':
      return formatErrorMessage('ACCOUNT_VIEW_TITLE')
    case NETWORKS_VIEW:
      return formatErrorMessage('NETWORKS_VIEW_TITLE')
    case 'UnsupportedChain':
      return formatErrorMessage('UNSUPPORTED_CHAIN_VIEW_TITLE')
    default:
      return formatErrorMessage('CONNECT_VIEW_TITLE')
  }
}
