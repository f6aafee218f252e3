'use client'

import type { AppKitContextValue } from '../context/AppKitContextValue.js'
import { isDeepLinkPlatform } from './isDeepLinkPlatform.js'

/**
 * On a computer, the handlers that prepare a WalletConnect pairing when the user reaches for a row
 * that pairs through it (the pointer enters it, or it takes focus), so its QR code shows without
 * waiting for the relay. The relay is contacted only then, never because the list is on screen
 * (issue 18: a service is contacted when a feature needs it). Phones prepare their pairing with
 * the list (CONN-010, `usePrefetchedPairingUri`). Absent when there is nothing to prepare.
 */
export function getWalletConnectReachHandlers(
  appKit: AppKitContextValue,
): { readonly onPointerEnter: () => void; readonly onFocus: () => void } | undefined {
  const prefetch = appKit.prefetchWalletConnect
  if (prefetch === undefined || isDeepLinkPlatform(appKit)) return undefined
  return { onPointerEnter: prefetch, onFocus: prefetch }
}
