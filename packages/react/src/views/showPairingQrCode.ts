import { pushView, updateConnection } from '@atrium/core'
import type { AppKitContextValue } from '../context/AppKitContextValue.js'

/**
 * Opens the generic WalletConnect QR code: it pairs whatever wallet scans it, so no wallet is
 * picked and none is stored as recent once connected (CONN-017).
 */
export function showPairingQrCode(appKit: Pick<AppKitContextValue, 'stores'>): void {
  updateConnection(appKit.stores, { recentWallet: undefined, wcLinking: undefined })
  pushView(appKit.stores, { view: 'ConnectingWalletConnect' })
}
