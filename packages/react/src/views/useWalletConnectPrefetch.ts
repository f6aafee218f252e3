'use client'

import { afterNextPaint, PAIRING_EXPIRY_MARGIN_MS } from '@atrium/common'
import { useEffect } from 'react'
import { useStore } from 'zustand'
import type { AppKitContextValue } from '../context/AppKitContextValue.js'

/**
 * [CONN-010] Keeps a valid pairing URI ready while wallet rows that pair through WalletConnect are
 * shown (`enabled`): one prefetch when they appear (`afterPaint`: once their frame is painted), and
 * a new one when the URI nears its expiry (10 s left, CONN-004).
 */
export function useWalletConnectPrefetch(
  appKit: AppKitContextValue,
  enabled: boolean,
  { afterPaint }: { readonly afterPaint: boolean },
): void {
  const prefetch = enabled ? appKit.prefetchWalletConnect : undefined
  const expiry = useStore(appKit.stores.connection, (state) => state.wcPairingExpiry)
  useEffect(() => {
    if (prefetch === undefined) return
    if (afterPaint) return afterNextPaint(prefetch)
    prefetch()
  }, [prefetch, afterPaint])
  useEffect(() => {
    if (prefetch === undefined || expiry === undefined) return
    const now = (appKit.clock ?? Date).now()
    const handle = appKit.timers.setTimeout(prefetch, Math.max(0, expiry - PAIRING_EXPIRY_MARGIN_MS - now))
    return () => appKit.timers.clearTimeout(handle)
  }, [prefetch, expiry, appKit])
}
