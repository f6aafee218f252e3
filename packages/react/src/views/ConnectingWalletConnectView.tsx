'use client'

import { formatErrorMessage, PAIRING_EXPIRY_MARGIN_MS, PAIRING_LIFETIME_MS } from '@atrium/common'
import { resetView } from '@atrium/core'
import { Button, QrCode, Spinner, Text } from '@atrium/ui'
import { useEffect, useRef, useState } from 'react'
import { useStore } from 'zustand'
import type { AppKitContextValue } from '../context/AppKitContextValue.js'
import { useAppKitContext } from '../context/useAppKitContext.js'
import { getErrorText } from './getErrorText.js'
import { isUserRejection } from './isUserRejection.js'
import { useShowSnackbar } from './useShowSnackbar.js'

/**
 * [CONN-003][CONN-004] How long a shown URI is offered: a pairing counts as expired when 10 s of
 * its 4 minutes remain, so a new one is started then.
 */
export const PAIRING_REFRESH_MS = PAIRING_LIFETIME_MS - PAIRING_EXPIRY_MARGIN_MS

/** Where one pairing attempt stands; `startUri` is the store's URI when it began (not ours to show). */
type Attempt =
  | { readonly phase: 'waiting'; readonly startUri: string | undefined }
  | { readonly phase: 'declined' }
  | { readonly phase: 'failed'; readonly message: string }

/**
 * Runs pairings and reports the latest one's outcome: approval moves to Account (unless the
 * router moved on), a refusal shows 'Connection declined', anything else its text. Leaving the
 * view aborts the retries of the pending attempt.
 */
function usePairingAttempt(appKit: AppKitContextValue) {
  const [attempt, setAttempt] = useState<Attempt>({ phase: 'waiting', startUri: undefined })
  const latest = useRef(0)
  const abort = useRef<AbortController | undefined>(undefined)
  const connect = () => {
    const connectWalletConnect = appKit.connectWalletConnect
    if (connectWalletConnect === undefined) return
    const id = latest.current + 1
    latest.current = id
    abort.current?.abort()
    const controller = new AbortController()
    abort.current = controller
    setAttempt({ phase: 'waiting', startUri: appKit.stores.connection.getState().wcUri })
    connectWalletConnect({ signal: controller.signal }).then(
      () => {
        const { router } = appKit.stores
        if (router.getState().view === 'ConnectingWalletConnect') resetView({ router }, { view: 'Account' })
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
      connect()
    }
    return () => abort.current?.abort()
  }, [])
  return { attempt, retry: connect }
}

/**
 * ConnectingWalletConnect: the QR code of the pairing URI (a spinner while it is created), a
 * copy-link button, and a new URI when the shown one expires (CONN-003/004). A wallet that
 * rejects the proposal shows 'Connection declined' with a retry. The URI is also on the QR's
 * wrapper as `data-wc-uri`, for tests and tools that hand it to a wallet.
 */
export function ConnectingWalletConnectView() {
  const appKit = useAppKitContext()
  const show = useShowSnackbar()
  const { attempt, retry } = usePairingAttempt(appKit)
  const storeUri = useStore(appKit.stores.connection, (state) => state.wcUri)
  const uri = attempt.phase === 'waiting' && storeUri !== attempt.startUri ? storeUri : undefined

  // biome-ignore lint/correctness/useExhaustiveDependencies: one refresh per shown URI
  useEffect(() => {
    if (uri === undefined) return
    const handle = appKit.timers.setTimeout(retry, PAIRING_REFRESH_MS)
    return () => appKit.timers.clearTimeout(handle)
  }, [uri, appKit])

  if (attempt.phase !== 'waiting') {
    const [title, description] =
      attempt.phase === 'declined'
        ? [formatErrorMessage('CONNECTION_DECLINED'), formatErrorMessage('CONNECTION_DECLINED_DESCRIPTION')]
        : [formatErrorMessage('CONNECTION_FAILED'), attempt.message]
    return (
      <div style={COLUMN_STYLE}>
        <div role="alert" style={COLUMN_STYLE}>
          <Text as="h3" variant="title" align="center" tone="error">
            {title}
          </Text>
          <Text align="center" tone="secondary">
            {description}
          </Text>
        </div>
        <Button variant="main" onClick={retry}>
          {formatErrorMessage('TRY_AGAIN')}
        </Button>
      </div>
    )
  }

  if (uri === undefined) {
    return (
      <div style={COLUMN_STYLE}>
        <Spinner label={formatErrorMessage('CREATING_PAIRING_URI')} />
      </div>
    )
  }

  const copy = () => {
    const clipboard = globalThis.navigator?.clipboard
    if (clipboard === undefined) return show('error', formatErrorMessage('LINK_COPY_FAILED'))
    clipboard.writeText(uri).then(
      () => show('success', formatErrorMessage('LINK_COPIED')),
      () => show('error', formatErrorMessage('LINK_COPY_FAILED')),
    )
  }
  return (
    <div style={COLUMN_STYLE}>
      <div data-testid="wc-qr" data-wc-uri={uri}>
        <QrCode value={uri} label={formatErrorMessage('SCAN_QR_CODE')} size={240} />
      </div>
      <Text align="center" tone="secondary">
        {formatErrorMessage('SCAN_QR_CODE')}
      </Text>
      <Button variant="secondary" onClick={copy}>
        {formatErrorMessage('COPY_LINK')}
      </Button>
    </div>
  )
}

const COLUMN_STYLE = {
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: 12,
  padding: '8px 0',
} as const
