'use client'

import { formatMessage, LOGIN_MESSAGES } from '@atrium/common'
import { EMAIL_VERIFY_OTP_VIEW, replaceView, selectViewData } from '@atrium/core'
import { Icon, Text } from '@atrium/ui'
import { useCallback, useEffect, useRef, useState } from 'react'
import { useStore } from 'zustand'
import { useAppKitContext } from '../context/useAppKitContext.js'
import { BusyLine } from './BusyLine.js'
import { getErrorText } from './getErrorText.js'
import { RetryNotice } from './RetryNotice.js'
import { PADDED_CENTERED_COLUMN_STYLE } from './viewStyles.js'

/**
 * `EmailVerifyDevice`: the account exists and this browser is new to it, so the frame mailed an
 * approval link (FRAME-020 `VERIFY_DEVICE`). The view waits for the approval (the frame gives up
 * within its 30 s time-out; the user may then wait again) and, approved, moves on to the code,
 * which the frame mails then.
 */
export function EmailVerifyDeviceView() {
  const { stores, embeddedLogin: login } = useAppKitContext()
  const email = useStore(stores.router, (state) => selectViewData(state)?.email)
  const [error, setError] = useState<string | undefined>(undefined)
  const mounted = useRef(true)
  /** The wait in flight: StrictMode's second mount must not ask the frame (and mail) twice. */
  const waiting = useRef(false)

  const wait = useCallback(async () => {
    if (login === undefined || email === undefined || waiting.current) return
    waiting.current = true
    setError(undefined)
    try {
      await login.connectDevice()
      if (mounted.current) replaceView(stores, { view: EMAIL_VERIFY_OTP_VIEW, data: { email } })
    } catch (failure) {
      if (mounted.current) setError(getErrorText(failure))
    } finally {
      waiting.current = false
    }
  }, [login, email, stores])

  useEffect(() => {
    mounted.current = true
    void wait()
    return () => {
      mounted.current = false
    }
  }, [wait])

  if (login === undefined || email === undefined) return null
  return (
    <div style={PADDED_CENTERED_COLUMN_STYLE}>
      <span style={BADGE_STYLE}>
        <Icon name="mail" size={28} />
      </span>
      <Text as="h3" variant="title" align="center">
        {LOGIN_MESSAGES.DEVICE_HEADING}
      </Text>
      <Text align="center" tone="secondary">
        {formatMessage(LOGIN_MESSAGES.DEVICE_DESCRIPTION, { email })}
      </Text>
      {error === undefined ? (
        <BusyLine label={LOGIN_MESSAGES.DEVICE_WAITING} />
      ) : (
        <RetryNotice message={error} retryLabel={LOGIN_MESSAGES.DEVICE_RETRY} onRetry={() => void wait()} />
      )}
    </div>
  )
}

const BADGE_STYLE = {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: 64,
  blockSize: 64,
  borderRadius: '50%',
  background: 'var(--atr-surface-hover)',
  color: 'var(--atr-accent-text)',
} as const
