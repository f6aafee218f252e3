'use client'

import { formatMessage, LOGIN_MESSAGES } from '@atrium/common'
import { resetView, selectViewData } from '@atrium/core'
import { Button, Input, Text } from '@atrium/ui'
import { useEffect, useRef, useState } from 'react'
import { useStore } from 'zustand'
import { useAppKitContext } from '../context/useAppKitContext.js'
import { BusyLine } from './BusyLine.js'
import { getErrorText } from './getErrorText.js'
import { useShowSnackbar } from './useShowSnackbar.js'

/** Digits of a sign-in code. */
const OTP_LENGTH = 6

/**
 * `EmailVerifyOtp`: the 6-digit code mailed by the Connect view's email field. Typing or pasting
 * the sixth digit sends it; a wrong or expired code shows the frame's reason under the field and
 * the code stays, to correct it. 'Resend code' mails a new one once the 30 s cooldown (FRAME-022)
 * has run, counting down until then. Signed in, the embedded wallet connects and Account opens.
 */
export function EmailVerifyOtpView() {
  const appKit = useAppKitContext()
  const { stores, timers, embeddedLogin: login } = appKit
  const email = useStore(stores.router, (state) => selectViewData(state)?.email)
  const showSnackbar = useShowSnackbar()
  const [code, setCode] = useState('')
  const [error, setError] = useState<string | undefined>(undefined)
  const [checking, setChecking] = useState(false)
  const [cooldown, setCooldown] = useState(0)
  /** Bumped by each resend, which starts a new cooldown to count down. */
  const [resends, setResends] = useState(0)
  const field = useRef<HTMLInputElement>(null)

  // The countdown of the resend link, read from the frame's cooldown each second while it runs.
  // biome-ignore lint/correctness/useExhaustiveDependencies: each resend starts a new cooldown to count down
  useEffect(() => {
    if (login === undefined) return
    let handle: unknown
    let stopped = false
    const tick = async () => {
      const seconds = await login.getEmailCooldownSeconds().catch(() => 0)
      if (stopped) return
      setCooldown(seconds)
      if (seconds > 0) handle = timers.setTimeout(() => void tick(), 1_000)
    }
    void tick()
    return () => {
      stopped = true
      timers.clearTimeout(handle)
    }
  }, [login, timers, resends])

  if (login === undefined || email === undefined) return null

  const check = async (otp: string) => {
    setChecking(true)
    setError(undefined)
    try {
      await login.connectOtp({ otp })
      resetView(stores, { view: 'Account' })
    } catch (failure) {
      setError(getErrorText(failure))
      setChecking(false)
      field.current?.focus()
    }
  }
  const resend = async () => {
    setError(undefined)
    try {
      await login.connectEmail({ email })
      setCode('')
      showSnackbar('success', LOGIN_MESSAGES.OTP_RESENT)
    } catch (failure) {
      setError(getErrorText(failure))
    }
    setResends((count) => count + 1)
  }

  return (
    <form
      style={COLUMN_STYLE}
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        if (code.length === OTP_LENGTH && !checking) void check(code)
      }}
    >
      <Text align="center">
        {LOGIN_MESSAGES.OTP_DESCRIPTION}{' '}
        <strong>
          <bdi>{email}</bdi>
        </strong>
      </Text>
      <Input
        ref={field}
        label={LOGIN_MESSAGES.OTP_LABEL}
        hideLabel
        appearance="code"
        name="one-time-code"
        autoComplete="one-time-code"
        inputMode="numeric"
        maxLength={OTP_LENGTH}
        value={code}
        disabled={checking}
        error={error}
        onChange={(value) => {
          // A pasted code may carry spaces or dashes ('123 456'): only its digits count.
          const digits = value.replace(/\D/g, '').slice(0, OTP_LENGTH)
          setCode(digits)
          setError(undefined)
          if (digits.length === OTP_LENGTH && !checking) void check(digits)
        }}
      />
      {checking ? (
        <BusyLine label={LOGIN_MESSAGES.OTP_CHECKING} />
      ) : (
        <div style={RESEND_STYLE}>
          <Text as="span" variant="small" tone="secondary">
            {LOGIN_MESSAGES.OTP_NOT_RECEIVED}
          </Text>
          <Button variant="ghost" size="sm" disabled={cooldown > 0} onClick={() => void resend()}>
            {cooldown > 0
              ? formatMessage(LOGIN_MESSAGES.OTP_RESEND_IN, { n: cooldown })
              : LOGIN_MESSAGES.OTP_RESEND}
          </Button>
        </div>
      )}
    </form>
  )
}

const COLUMN_STYLE = { display: 'flex', flexDirection: 'column', gap: 16, paddingBlock: 8 } as const
const RESEND_STYLE = {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 4,
  flexWrap: 'wrap',
} as const
