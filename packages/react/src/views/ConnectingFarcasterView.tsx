'use client'

import { LOGIN_MESSAGES, REACT_MESSAGES } from '@atrium/common'
import { resetView } from '@atrium/core'
import { Link, QrCode, Skeleton, Text } from '@atrium/ui'
import { useCallback, useEffect, useRef, useState } from 'react'
import { useAppKitContext } from '../context/useAppKitContext.js'
import { BusyLine } from './BusyLine.js'
import { getErrorText } from './getErrorText.js'
import { RetryNotice } from './RetryNotice.js'
import { CENTERED_COLUMN_STYLE, QR_FRAME_STYLE } from './viewStyles.js'

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
    <div style={CENTERED_COLUMN_STYLE}>
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
        <RetryNotice message={error} retryLabel={LOGIN_MESSAGES.SOCIAL_RETRY} onRetry={() => void run()} />
      )}
    </div>
  )
}
