'use client'

import { LOGIN_MESSAGES } from '@atrium/common'
import { resetView, selectViewData } from '@atrium/core'
import { useStore } from 'zustand'
import { useAppKitContext } from '../context/useAppKitContext.js'
import { OtpCodeForm } from './OtpCodeForm.js'

/**
 * `EmailVerifyOtp`: the 6-digit code mailed by the Connect view's email field. A wrong or expired
 * code shows the frame's reason under the field and the code stays, to correct it. 'Resend code'
 * mails a new one once the 30 s cooldown (FRAME-022) has run, counting down until then. Signed in,
 * the embedded wallet connects and Account opens.
 */
export function EmailVerifyOtpView() {
  const { stores, embeddedLogin: login } = useAppKitContext()
  const email = useStore(stores.router, (state) => selectViewData(state)?.email)
  if (login === undefined || email === undefined) return null
  return (
    <OtpCodeForm
      email={email}
      label={LOGIN_MESSAGES.OTP_LABEL}
      checkingLabel={LOGIN_MESSAGES.OTP_CHECKING}
      verify={async (otp) => {
        await login.connectOtp({ otp })
        resetView(stores, { view: 'Account' })
      }}
      resend={async () => {
        await login.connectEmail({ email })
      }}
      getCooldownSeconds={login.getEmailCooldownSeconds}
    />
  )
}
