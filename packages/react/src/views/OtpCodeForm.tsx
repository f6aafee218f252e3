'use client'

import { formatMessage, LOGIN_MESSAGES } from '@atrium/common'
import { Button, Input, Text } from '@atrium/ui'
import { useEffect, useRef, useState } from 'react'
import { useAppKitContext } from '../context/useAppKitContext.js'
import { BusyLine } from './BusyLine.js'
import { getErrorText } from './getErrorText.js'
import { useShowSnackbar } from './useShowSnackbar.js'

/** Digits of a mailed code. */
const OTP_LENGTH = 6

export type OtpCodeFormProps = {
  /** The address the code was mailed to, shown under 'Enter the 6-digit code we sent to'. */
  readonly email: string
  /** The code field's accessible name. */
  readonly label: string
  /** Shown while `verify` runs. */
  readonly checkingLabel: string
  /** Checks the code and moves on; a rejection's text shows under the field, the code kept. */
  readonly verify: (otp: string) => Promise<void>
  /** Mails a new code; without it the view offers no resend. */
  readonly resend?: (() => Promise<void>) | undefined
  /** Seconds until `resend` may mail again (FRAME-022); without it the resend is always offered. */
  readonly getCooldownSeconds?: (() => Promise<number>) | undefined
}

/**
 * The 6-digit code of a mail, shared by the sign-in (`EmailVerifyOtp`) and the email change's two
 * codes. Typing or pasting the sixth digit sends it; a wrong or expired code shows the reason under
 * the field and the code stays, to correct it. 'Resend code' mails a new one, counting down the
 * cooldown when there is one to read.
 */
export function OtpCodeForm({
  email,
  label,
  checkingLabel,
  verify,
  resend,
  getCooldownSeconds,
}: OtpCodeFormProps) {
  const { timers } = useAppKitContext()
  const showSnackbar = useShowSnackbar()
  const [code, setCode] = useState('')
  const [error, setError] = useState<string | undefined>(undefined)
  const [checking, setChecking] = useState(false)
  const [cooldown, setCooldown] = useState(0)
  /** Bumped by each resend, which starts a new cooldown to count down. */
  const [resends, setResends] = useState(0)
  const field = useRef<HTMLInputElement>(null)

  // The countdown of the resend link, read from the cooldown each second while it runs.
  // biome-ignore lint/correctness/useExhaustiveDependencies: each resend starts a new cooldown to count down
  useEffect(() => {
    if (getCooldownSeconds === undefined) return
    let handle: unknown
    let stopped = false
    const tick = async () => {
      const seconds = await getCooldownSeconds().catch(() => 0)
      if (stopped) return
      setCooldown(seconds)
      if (seconds > 0) handle = timers.setTimeout(() => void tick(), 1_000)
    }
    void tick()
    return () => {
      stopped = true
      timers.clearTimeout(handle)
    }
  }, [getCooldownSeconds, timers, resends])

  const check = async (otp: string) => {
    setChecking(true)
    setError(undefined)
    try {
      await verify(otp)
    } catch (failure) {
      setError(getErrorText(failure))
      setChecking(false)
      field.current?.focus()
    }
  }
  const mailAgain = async (send: () => Promise<void>) => {
    setError(undefined)
    try {
      await send()
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
        label={label}
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
        <BusyLine label={checkingLabel} />
      ) : (
        resend !== undefined && (
          <div style={RESEND_STYLE}>
            <Text as="span" variant="small" tone="secondary">
              {LOGIN_MESSAGES.OTP_NOT_RECEIVED}
            </Text>
            <Button variant="ghost" size="sm" disabled={cooldown > 0} onClick={() => void mailAgain(resend)}>
              {cooldown > 0
                ? formatMessage(LOGIN_MESSAGES.OTP_RESEND_IN, { n: cooldown })
                : LOGIN_MESSAGES.OTP_RESEND}
            </Button>
          </div>
        )
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
