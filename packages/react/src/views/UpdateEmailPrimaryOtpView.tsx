'use client'

import { EMAIL_COOLDOWN_MS, LOGIN_MESSAGES } from '@atrium/common'
import { replaceView, selectViewData, UPDATE_EMAIL_SECONDARY_OTP_VIEW } from '@atrium/core'
import { useCallback, useRef } from 'react'
import { useStore } from 'zustand'
import { useAppKitContext } from '../context/useAppKitContext.js'
import { useActiveChainAccount } from '../hooks/useActiveChainAccount.js'
import { OtpCodeForm } from './OtpCodeForm.js'

/**
 * `UpdateEmailPrimaryOtp`: the code mailed to the address signed in with, which proves the change
 * is its owner's (FRAME-021). Accepted, the frame mails a code to the new address, whose view
 * replaces this one (back then returns to the new-address field, not to a used code). 'Resend code'
 * starts the change again, which mails the current address a new code. The frame keeps no cooldown
 * for these mails, but the service mails an address at most once in `EMAIL_COOLDOWN_MS`: the resend
 * counts it down from the last mail (the step before this view sent the first).
 */
export function UpdateEmailPrimaryOtpView() {
  const { stores, embeddedLogin: login, clock = Date } = useAppKitContext()
  const newEmail = useStore(stores.router, (state) => selectViewData(state)?.email)
  const current = useActiveChainAccount()?.user?.email ?? undefined
  const mailedAt = useRef(clock.now())
  const getCooldownSeconds = useCallback(
    async () => Math.max(0, Math.ceil((mailedAt.current + EMAIL_COOLDOWN_MS - clock.now()) / 1000)),
    [clock],
  )
  if (login === undefined || newEmail === undefined || current === undefined) return null
  return (
    <OtpCodeForm
      email={current}
      label={LOGIN_MESSAGES.UPDATE_EMAIL_OTP_LABEL}
      checkingLabel={LOGIN_MESSAGES.UPDATE_EMAIL_CHECKING}
      verify={async (otp) => {
        await login.updateEmailPrimaryOtp({ otp })
        replaceView(stores, { view: UPDATE_EMAIL_SECONDARY_OTP_VIEW, data: { email: newEmail } })
      }}
      resend={async () => {
        await login.updateEmail({ email: newEmail })
        mailedAt.current = clock.now()
      }}
      getCooldownSeconds={getCooldownSeconds}
    />
  )
}
