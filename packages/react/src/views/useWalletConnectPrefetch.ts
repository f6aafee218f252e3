'use client'

import { PAIRING_EXPIRY_MARGIN_MS } from '@atrium/common'
import { useEffect } from 'react'
import { useStore } from 'zustand'
import type { AppKitContextValue } from '../context/AppKitContextValue.js'

/**
 * [CONN-010] Keeps a valid pairing URI ready while wallet rows with deep links are shown
 * (`enabled`), so a tap opens the wallet synchronously, inside the tap: one prefetch when they
 * appear, and a new one when the URI nears its expiry (10 s left, CONN-004).
 */
export function useWalletConnectPrefetch(appKit: AppKitContextValue, enabled: boolean): void {
  const prefetch = enabled ? appKit.prefetchWalletConnect : undefined
  const expiry = useStore(appKit.stores.connection, (state) => state.wcPairingExpiry)
  useEffect(() => prefetch?.(), [prefetch])
  useEffect(() => {
    if (prefetch === undefined || expiry === undefined) return
    const now = (appKit.clock ?? Date).now()
    const handle = appKit.timers.setTimeout(prefetch, Math.max(0, expiry - PAIRING_EXPIRY_MARGIN_MS - now))
    return () => appKit.timers.clearTimeout(handle)
  }, [prefetch, expiry, appKit])
}
