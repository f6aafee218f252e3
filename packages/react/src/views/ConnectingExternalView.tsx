'use client'

import { formatErrorMessage } from '@atrium/common'
import { type Connector, resetView, selectViewData } from '@atrium/core'
import { Button, NetworkImage, Spinner, Text } from '@atrium/ui'
import { useEffect, useRef, useState } from 'react'
import { useStore } from 'zustand'
import type { AppKitContextValue } from '../context/AppKitContextValue.js'
import { useAppKitContext } from '../context/useAppKitContext.js'
import { getErrorText } from './getErrorText.js'
import { isUserRejection } from './isUserRejection.js'

/** Where one connection attempt stands. */
type Attempt =
  | { readonly phase: 'waiting' }
  | { readonly phase: 'declined' }
  | { readonly phase: 'failed'; readonly message: string }

/**
 * Connects `connector` and reports each attempt's outcome; only the latest attempt may report, so a
 * late answer to an abandoned attempt cannot overwrite a retry. On success the view becomes Account,
 * unless something else (UnsupportedChain, a close) has taken over the router meanwhile.
 */
function useConnectAttempt(appKit: AppKitContextValue, connector: Connector | undefined) {
  const [attempt, setAttempt] = useState<Attempt>({ phase: 'waiting' })
  const latest = useRef(0)
  const connect = () => {
    if (connector === undefined) return
    const id = latest.current + 1
    latest.current = id
    setAttempt({ phase: 'waiting' })
    appKit.connect({ connector }).then(
      () => {
        const { router } = appKit.stores
        if (latest.current === id && router.getState().view === 'ConnectingExternal') {
          resetView({ router }, { view: 'Account' })
        }
      },
      (error: unknown) => {
        if (latest.current !== id) return
        setAttempt(
          isUserRejection(error) ? { phase: 'declined' } : { phase: 'failed', message: getErrorText(error) },
        )
      },
    )
  }
  // StrictMode runs effects twice on mount: the ref keeps it to one wallet prompt.
  const started = useRef(false)
  // biome-ignore lint/correctness/useExhaustiveDependencies: connects once per visit of the view
  useEffect(() => {
    if (started.current) return
    started.current = true
    connect()
  }, [])
  return { attempt, retry: connect }
}

/**
 * ConnectingExternal: asks the selected wallet to connect and waits ('Continue in <wallet>'), with
 * a retry. A refusal (EIP-1193 4001) shows 'Connection declined'; any other failure shows its text.
 */
export function ConnectingExternalView() {
  const appKit = useAppKitContext()
  const connector = useStore(appKit.stores.router, selectViewData)?.connector
  const { attempt, retry } = useConnectAttempt(appKit, connector)
  if (connector === undefined) return null
  const wallet = connector.name
  const [title, description] =
    attempt.phase === 'declined'
      ? [formatErrorMessage('CONNECTION_DECLINED'), formatErrorMessage('CONNECTION_DECLINED_DESCRIPTION')]
      : attempt.phase === 'failed'
        ? [formatErrorMessage('CONNECTION_FAILED'), attempt.message]
        : [
            formatErrorMessage('CONTINUE_IN_WALLET', { wallet }),
            formatErrorMessage('ACCEPT_CONNECTION_REQUEST'),
          ]
  const failed = attempt.phase !== 'waiting'
  return (
    <div style={COLUMN_STYLE}>
      <NetworkImage name={wallet} imageUrl={connector.imageUrl} size={80} shape="rounded" decorative />
      {failed ? null : <Spinner label={formatErrorMessage('WAITING_FOR_WALLET', { wallet })} />}
      {/* One live region for the outcome, so a refusal is announced without moving focus. */}
      <div role={failed ? 'alert' : undefined} style={COLUMN_STYLE}>
        <Text as="h3" variant="title" align="center" tone={failed ? 'error' : 'default'}>
          {title}
        </Text>
        <Text align="center" tone="secondary">
          {description}
        </Text>
      </div>
      <Button variant={failed ? 'main' : 'secondary'} onClick={retry}>
        {formatErrorMessage('TRY_AGAIN')}
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
