'use client'

import { formatMessage, isEmail, LOGIN_MESSAGES } from '@atrium/common'
import { pushView, UPDATE_EMAIL_PRIMARY_OTP_VIEW, UPDATE_EMAIL_SECONDARY_OTP_VIEW } from '@atrium/core'
import { Button, Text } from '@atrium/ui'
import { type FormEvent, useState } from 'react'
import { useAppKitContext } from '../context/useAppKitContext.js'
import { useActiveChainAccount } from '../hooks/useActiveChainAccount.js'
import { EmailField } from './EmailField.js'
import { getErrorText } from './getErrorText.js'

/**
 * `UpdateEmailWallet`, opened by the Account view's 'Change email': the new address. It is checked
 * here first (an email address, not the one signed in with), then the frame starts the change
 * (FRAME-021) and mails a code to the current address, whose view opens; a user without an email
 * yet confirms the new address alone. What was typed stays when starting fails, with the reason.
 */
export function UpdateEmailWalletView() {
  const { stores, embeddedLogin: login } = useAppKitContext()
  const current = useActiveChainAccount()?.user?.email ?? undefined
  const [email, setEmail] = useState('')
  const [error, setError] = useState<string | undefined>(undefined)
  const [sending, setSending] = useState(false)
  if (login === undefined) return null

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (sending) return
    const address = email.trim()
    const problem = !isEmail(address)
      ? LOGIN_MESSAGES.EMAIL_INVALID
      : address.toLowerCase() === current?.toLowerCase()
        ? LOGIN_MESSAGES.UPDATE_EMAIL_UNCHANGED
        : undefined
    setError(problem)
    if (problem !== undefined) return
    setSending(true)
    try {
      const { action } = await login.updateEmail({ email: address })
      pushView(stores, {
        view:
          action === 'VERIFY_SECONDARY_OTP' ? UPDATE_EMAIL_SECONDARY_OTP_VIEW : UPDATE_EMAIL_PRIMARY_OTP_VIEW,
        data: { email: address },
      })
    } catch (failure) {
      setError(getErrorText(failure))
    } finally {
      setSending(false)
    }
  }

  return (
    <form style={COLUMN_STYLE} onSubmit={submit} noValidate>
      {current !== undefined && (
        <Text align="center" tone="secondary">
          {formatMessage(LOGIN_MESSAGES.UPDATE_EMAIL_DESCRIPTION, { email: current })}
        </Text>
      )}
      <EmailField
        label={LOGIN_MESSAGES.UPDATE_EMAIL_LABEL}
        value={email}
        onChange={(value) => {
          setEmail(value)
          setError(undefined)
        }}
        error={error}
        disabled={sending}
      />
      <Button type="submit" fullWidth loading={sending}>
        {LOGIN_MESSAGES.UPDATE_EMAIL_SUBMIT}
      </Button>
    </form>
  )
}

const COLUMN_STYLE = { display: 'flex', flexDirection: 'column', gap: 16, paddingBlock: 8 } as const
