'use client'

import { LOGIN_MESSAGES, REACT_MESSAGES } from '@atrium/common'
import { resetView } from '@atrium/core'
import { Button, Link, QrCode, Skeleton, Text } from '@atrium/ui'
import { useCallback, useEffect, useRef, useState } from 'react'
import { useAppKitContext } from '../context/useAppKitContext.js'
import { BusyLine } from './BusyLine.js'
import { getErrorText } from './getErrorText.js'

/**
 * `ConnectingFarcaster` (A-2: Farcaster has its own flow, not the social window): the frame's
 * Sign In With Farcaster link as a QR code for the phone and a button for this device. The view
 * waits until the user approved it in Farcaster, then the embedded wallet connects.
 */
export function ConnectingFarcasterView() {
  const { stores, embeddedLogin: login } = useAppKitContext()
  const [url, setUrl] = useState<string | undefined>(undefined)
  const [error, setError] = useState<string | undefined>(undefined)
  const mounted = useRef(true)
  /** The sign-in in flight: StrictMode's second mount must not open a second Farcaster channel. */
  const running = useRef(false)

  const run = useCallback(async () => {
    if (login === undefined || running.current) return
    running.current = true
    setError(undefined)
    setUrl(undefined)
    try {
      const link = await login.getFarcasterUri()
      if (mounted.current) setUrl(link.url)
      await login.connectFarcaster()
      if (mounted.current) resetView(stores, { view: 'Account' })
    } catch (failure) {
      if (mounted.current) setError(getErrorText(failure))
    } finally {
      running.current = false
    }
  }, [login, stores])

  useEffect(() => {
    mounted.current = true
    void run()
    return () => {
      mounted.current = false
    }
  }, [run])

  if (login === undefined) return null
  return (
    <div style={COLUMN_STYLE}>
      <div style={QR_FRAME_STYLE}>
        {url === undefined ? (
          <Skeleton width={232} height={232} />
        ) : (
          <QrCode value={url} size={232} label={LOGIN_MESSAGES.FARCASTER_QR_LABEL} />
        )}
      </div>
      <Text align="center" tone="secondary">
        {LOGIN_MESSAGES.FARCASTER_DESCRIPTION}
      </Text>
      {error === undefined ? (
        <>
          {url !== undefined && (
            <Link href={url} externalLabel={REACT_MESSAGES.OPENS_IN_NEW_TAB}>
              {LOGIN_MESSAGES.FARCASTER_OPEN}
            </Link>
          )}
          <BusyLine label={LOGIN_MESSAGES.FARCASTER_WAITING} />
        </>
      ) : (
        <>
          <div role="alert">
            <Text variant="small" tone="error" align="center">
              {error}
            </Text>
          </div>
          <Button variant="secondary" fullWidth onClick={() => void run()}>
            {LOGIN_MESSAGES.SOCIAL_RETRY}
          </Button>
        </>
      )}
    </div>
  )
}

const COLUMN_STYLE = { display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 12 } as const
const QR_FRAME_STYLE = {
  padding: 12,
  borderRadius: 'var(--atr-radius)',
  background: '#fff',
  lineHeight: 0,
} as const
