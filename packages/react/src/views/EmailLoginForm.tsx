'use client'

import { isEmail, LOGIN_MESSAGES } from '@atrium/common'
import { EMAIL_VERIFY_DEVICE_VIEW, EMAIL_VERIFY_OTP_VIEW, pushView, resetView } from '@atrium/core'
import { IconButton, Spinner } from '@atrium/ui'
import { type FormEvent, useState } from 'react'
import type { EmbeddedLoginActions } from '../context/AppKitContextValue.js'
import { useAppKitContext } from '../context/useAppKitContext.js'
import { EmailField } from './EmailField.js'
import { getErrorText } from './getErrorText.js'

/**
 * The Connect view's email sign-in: one field whose trailing button (or Enter) mails a code through
 * the secure frame, then opens the step the frame asks for (FRAME-020): the code, a new device's
 * approval, or straight to the account when the frame already knows this device and session.
 * What was typed stays in the field when sending fails, with the reason under it.
 */
export function EmailLoginForm({ login }: { readonly login: EmbeddedLoginActions }) {
  const { stores } = useAppKitContext()
  const [email, setEmail] = useState('')
  const [error, setError] = useState<string | undefined>(undefined)
  const [sending, setSending] = useState(false)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (sending) return
    const address = email.trim()
    // [FRAME-019] Checked here too, so the user learns it before anything loads.
    if (!isEmail(address)) {
      setError(LOGIN_MESSAGES.EMAIL_INVALID)
      return
    }
    setError(undefined)
    setSending(true)
    try {
      const { action } = await login.connectEmail({ email: address })
      if (action === 'CONNECT') {
        await login.connectWallet()
        resetView(stores, { view: 'Account' })
        return
      }
      pushView(stores, {
        view: action === 'VERIFY_DEVICE' ? EMAIL_VERIFY_DEVICE_VIEW : EMAIL_VERIFY_OTP_VIEW,
        data: { email: address },
      })
    } catch (failure) {
      setError(getErrorText(failure))
    } finally {
      setSending(false)
    }
  }

  return (
    <form onSubmit={submit} noValidate>
      <EmailField
        label={LOGIN_MESSAGES.EMAIL_LABEL}
        hideLabel
        value={email}
        onChange={(value) => {
          setEmail(value)
          setError(undefined)
        }}
        error={error}
        disabled={sending}
        trailing={
          sending ? (
            <span style={SPINNER_BOX_STYLE}>
              <Spinner label={LOGIN_MESSAGES.EMAIL_SUBMIT} size={20} />
            </span>
          ) : (
            <IconButton type="submit" label={LOGIN_MESSAGES.EMAIL_SUBMIT} icon="chevron" />
          )
        }
      />
    </form>
  )
}

const SPINNER_BOX_STYLE = {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: 40,
  blockSize: 40,
} as const
