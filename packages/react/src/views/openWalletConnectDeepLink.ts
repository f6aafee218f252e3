import { isPairingExpired, updateConnection, type Wallet } from '@atrium/core'
import type { AppKitContextValue } from '../context/AppKitContextValue.js'
import { getWalletConnectLinks, type WalletConnectLinks } from './getWalletConnectLinks.js'
import { openWalletLink } from './openWalletLink.js'

/**
 * [CONN-010][CONN-016] Opens `wallet` through its `wc?uri=` link with the current pairing URI,
 * synchronously: call it inside the tap handler. `kind` picks the mobile deep link (default), the
 * desktop app or the web app. Records the link as the connection's `wcLinking` (stored once
 * connected, and what makes CONNECT_SUCCESS `mobile`, CONN-017). Opens nothing while there is no
 * valid URI (none yet, or 10 s or less left) or when the wallet has no safe link of that kind.
 */
export function openWalletConnectDeepLink(
  appKit: Pick<AppKitContextValue, 'stores' | 'clock'>,
  wallet: Wallet,
  kind: keyof WalletConnectLinks = 'mobile',
): void {
  const { connection } = appKit.stores
  const { wcUri, wcPairingExpiry } = connection.getState()
  const now = (appKit.clock ?? Date).now()
  if (wcUri === undefined || isPairingExpired(wcPairingExpiry, now)) return
  const link = getWalletConnectLinks(wallet, wcUri)[kind]
  if (link === undefined) return
  if (openWalletLink(link.redirect)) {
    updateConnection({ connection }, { wcLinking: { name: wallet.name, href: link.href } })
  }
}
