'use client'

import { isUserRejection, PAIRING_EXPIRY_MARGIN_MS, PAIRING_LIFETIME_MS } from '@atrium/common'
import { resetView } from '@atrium/core'
import { useEffect, useRef, useState } from 'react'
import { useStore } from 'zustand'
import type { AppKitContextValue } from '../context/AppKitContextValue.js'
import { getErrorText } from './getErrorText.js'

/**
 * [CONN-003][CONN-004] How long a new URI is offered: a pairing counts as expired when 10 s of
 * its 4 minutes remain, so a new one is started then.
 */
export const PAIRING_REFRESH_MS = PAIRING_LIFETIME_MS - PAIRING_EXPIRY_MARGIN_MS

/** Where the latest pairing attempt of a view stands. */
export type PairingAttempt =
  | { readonly phase: 'waiting' }
  | { readonly phase: 'declined' }
  | { readonly phase: 'failed'; readonly message: string }

/** The views that leave for Account once the wallet approved. */
const PAIRING_VIEWS = new Set(['ConnectingWalletConnect', 'ConnectingWalletConnectBasic'])

/**
 * Runs the pairing a WalletConnect view shows. On mount it joins the pending pairing when its URI
 * is still valid (a prefetched one whose deep link may already be in the wallet) and starts one
 * otherwise; `retry` and the expiry (10 s before the end, CONN-004) ask for a fresh one. Approval
 * moves to Account (unless the router moved on), a refusal shows 'Connection declined', anything
 * else its text. A late answer to an abandoned attempt is ignored; leaving the view aborts it.
 */
export function useWalletConnectPairing(appKit: AppKitContextValue) {
  const [attempt, setAttempt] = useState<PairingAttempt>({ phase: 'waiting' })
  const latest = useRef(0)
  const abort = useRef<AbortController | undefined>(undefined)
  const run = (fresh: boolean) => {
    const connectWalletConnect = appKit.connectWalletConnect
    if (connectWalletConnect === undefined) return
    const id = latest.current + 1
    latest.current = id
    abort.current?.abort()
    const controller = new AbortController()
    abort.current = controller
    setAttempt({ phase: 'waiting' })
    connectWalletConnect({ signal: controller.signal, fresh }).then(
      () => {
        const { router } = appKit.stores
        if (PAIRING_VIEWS.has(router.getState().view)) resetView({ router }, { view: 'Account' })
      },
      (error: unknown) => {
        if (latest.current !== id) return
        setAttempt(
          isUserRejection(error) ? { phase: 'declined' } : { phase: 'failed', message: getErrorText(error) },
        )
      },
    )
  }
  // StrictMode runs effects twice on mount: the ref keeps it to one pairing.
  const started = useRef(false)
  // biome-ignore lint/correctness/useExhaustiveDependencies: pairs once per visit of the view
  useEffect(() => {
    if (!started.current) {
      started.current = true
      run(false)
    }
    return () => abort.current?.abort()
  }, [])

  const storeUri = useStore(appKit.stores.connection, (state) => state.wcUri)
  const expiry = useStore(appKit.stores.connection, (state) => state.wcPairingExpiry)
  const uri = attempt.phase === 'waiting' ? storeUri : undefined
  // biome-ignore lint/correctness/useExhaustiveDependencies: one refresh per shown URI
  useEffect(() => {
    if (uri === undefined || expiry === undefined) return
    const now = (appKit.clock ?? Date).now()
    const handle = appKit.timers.setTimeout(
      () => run(true),
      Math.max(0, expiry - PAIRING_EXPIRY_MARGIN_MS - now),
    )
    return () => appKit.timers.clearTimeout(handle)
  }, [uri, expiry, appKit])

  return { attempt, uri, retry: () => run(true) }
}
