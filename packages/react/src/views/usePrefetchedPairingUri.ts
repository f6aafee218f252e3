'use client'

import type { ConnectRow } from '@atrium/core'
import { useState } from 'react'
import { useStore } from 'zustand'
import { useAppKitContext } from '../context/useAppKitContext.js'
import { hasMobileLink } from './getWalletConnectLinks.js'
import { isDeepLinkPlatform } from './isDeepLinkPlatform.js'
import { useWalletConnectPrefetch } from './useWalletConnectPrefetch.js'

/**
 * [CONN-010] On a phone or in Telegram, keeps a pairing URI ready while `rows` show a wallet that
 * pairs through WalletConnect and has a deep link, so its tap opens the wallet at once. Returns the
 * URI while it does (for the list's `data-wc-uri`: tests and tools see when a tap will open the
 * wallet at once), else `undefined`.
 */
export function usePrefetchedPairingUri(rows: readonly ConnectRow[]): string | undefined {
  const appKit = useAppKitContext()
  const [deepLinks] = useState(() => isDeepLinkPlatform(appKit))
  const prefetching =
    deepLinks &&
    appKit.connectWalletConnect !== undefined &&
    rows.some((row) => row.kind === 'wallet' && row.connector === undefined && hasMobileLink(row.wallet))
  useWalletConnectPrefetch(appKit, prefetching)
  const uri = useStore(appKit.stores.connection, (state) => state.wcUri)
  return prefetching ? uri : undefined
}
