import { findWalletConnector, routeToWallet, updateConnection, type Wallet } from '@atrium/core'
import type { AppKitContextValue } from '../context/AppKitContextValue.js'
import { isMobileDevice } from '../platform/isMobileDevice.js'
import { openWalletConnectDeepLink } from './openWalletConnectDeepLink.js'

/** Whether wallets open through deep links on this page (CONN-010). */
export function isDeepLinkPlatform(appKit: Pick<AppKitContextValue, 'isDeepLinkPlatform'>): boolean {
  return appKit.isDeepLinkPlatform?.() ?? isMobileDevice()
}

/**
 * The tap on a WalletConnect wallet row: a wallet with a matching connector opens
 * `ConnectingExternal` (ROUTER-033); otherwise it becomes the connection's recent wallet
 * (CONN-016), on a phone or in Telegram its deep link opens at once with the prefetched URI
 * (CONN-010), and `ConnectingWalletConnect` shows it with the fallbacks (ROUTER-034).
 */
export function selectWalletConnectWallet(
  appKit: Pick<AppKitContextValue, 'stores' | 'clock' | 'isDeepLinkPlatform'>,
  wallet: Wallet,
): void {
  const { router, connectors, connection } = appKit.stores
  const known = connectors.getState().connectors
  if (findWalletConnector({ wallet, connectors: known }) === undefined) {
    updateConnection({ connection }, { recentWallet: wallet, wcLinking: undefined })
    if (isDeepLinkPlatform(appKit)) openWalletConnectDeepLink(appKit, wallet)
  }
  routeToWallet({ router }, { wallet, connectors: known })
}
