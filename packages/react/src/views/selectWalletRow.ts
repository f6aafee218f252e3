import { type GetWalletSelectionParameters, selectWallet, type WalletRow } from '@atrium/core'
import type { AppKitContextValue } from '../context/AppKitContextValue.js'
import { isDeepLinkPlatform } from './isDeepLinkPlatform.js'
import { openWalletConnectDeepLink } from './openWalletConnectDeepLink.js'

/**
 * Where the user is when picking a wallet: the namespace the modal was opened for, else the active
 * one, and the page (the Solana redirect links carry it, CONN-011/012).
 */
export function getWalletSelectionPlace(
  appKit: Pick<AppKitContextValue, 'stores'>,
): Pick<GetWalletSelectionParameters, 'namespace' | 'pageUrl'> {
  const { connectors, network } = appKit.stores
  return {
    namespace: connectors.getState().filterByNamespace ?? network.getState().activeNamespace,
    pageUrl: globalThis.location?.href ?? '',
  }
}

/**
 * The tap on a wallet row (core's `selectWallet`, one rule for every list): its connector opens
 * `ConnectingExternal` (ROUTER-033); a wallet without one opens `ConnectingWalletConnect`
 * (ROUTER-034) and, on a phone or in Telegram, its deep link at once with the prefetched pairing
 * URI (CONN-010: inside the tap, or the platform blocks it); on Solana, Phantom or Coinbase Wallet
 * without its provider sends the page to the wallet's link (CONN-011/012).
 */
export function selectWalletRow(
  appKit: Pick<AppKitContextValue, 'stores' | 'clock' | 'isDeepLinkPlatform'>,
  row: Pick<WalletRow, 'key' | 'name' | 'connector' | 'wallet'>,
): void {
  const selection = selectWallet(appKit.stores, { row, ...getWalletSelectionPlace(appKit) })
  if (selection.kind === 'redirect') globalThis.location?.assign(selection.url)
  else if (selection.kind === 'walletConnect' && selection.wallet !== undefined && isDeepLinkPlatform(appKit))
    openWalletConnectDeepLink(appKit, selection.wallet)
}
