'use client'

import type { ConnectRow } from '@atrium/core'
import { useState } from 'react'
import { useStore } from 'zustand'
import { useAppKitContext } from '../context/useAppKitContext.js'
import { hasMobileLink } from './getWalletConnectLinks.js'
import { isDeepLinkPlatform } from './isDeepLinkPlatform.js'
import { useWalletConnectPrefetch } from './useWalletConnectPrefetch.js'

/**
 * Keeps a WalletConnect pairing ready while `rows` show a wallet that pairs through WalletConnect,
 * so choosing it shows the QR code (or opens the wallet) without waiting for the relay.
 * - [CONN-010] On a phone or in Telegram, for a wallet with a deep link: at once, so its tap opens
 *   the wallet inside the tap. Returns the URI while it does (for the list's `data-wc-uri`: tests
 *   and tools see when a tap will open the wallet at once), else `undefined`.
 * - On a computer, for the WalletConnect entry or a wallet the page has no connector for: after the
 *   list's first frame is painted, so the list is on screen first.
 */
export function usePrefetchedPairingUri(rows: readonly ConnectRow[]): string | undefined {
  const appKit = useAppKitContext()
  const [deepLinks] = useState(() => isDeepLinkPlatform(appKit))
  const prefetching =
    appKit.connectWalletConnect !== undefined &&
    rows.some((row) =>
      deepLinks
        ? row.kind === 'wallet' && row.connector === undefined && hasMobileLink(row.wallet)
        : row.kind === 'walletConnect' || (row.kind === 'wallet' && row.connector === undefined),
    )
  useWalletConnectPrefetch(appKit, prefetching, { afterPaint: !deepLinks })
  const uri = useStore(appKit.stores.connection, (state) => state.wcUri)
  return prefetching && deepLinks ? uri : undefined
}
