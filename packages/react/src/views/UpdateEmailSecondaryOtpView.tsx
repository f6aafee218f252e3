'use client'

import { LOGIN_MESSAGES } from '@atrium/common'
import { resetView, selectViewData } from '@atrium/core'
import { useStore } from 'zustand'
import { useAppKitContext } from '../context/useAppKitContext.js'
import { OtpCodeForm } from './OtpCodeForm.js'
import { useShowSnackbar } from './useShowSnackbar.js'

/**
 * `UpdateEmailSecondaryOtp`: the code mailed to the new address, which proves the user reads it
 * (FRAME-021). Accepted, the account signs in with the new address from now on: Account opens,
 * naming it, with a snackbar. The service mails this code once, when the current address's code is
 * accepted, so there is no resend here; back leads to the new-address field to start over.
 */
export function UpdateEmailSecondaryOtpView() {
  const { stores, embeddedLogin: login } = useAppKitContext()
  const newEmail = useStore(stores.router, (state) => selectViewData(state)?.email)
  const showSnackbar = useShowSnackbar()
  if (login === undefined || newEmail === undefined) return null
  return (
    <OtpCodeForm
      email={newEmail}
      label={LOGIN_MESSAGES.UPDATE_EMAIL_OTP_LABEL}
      checkingLabel={LOGIN_MESSAGES.UPDATE_EMAIL_CHECKING}
      verify={async (otp) => {
        await login.updateEmailSecondaryOtp({ otp })
        resetView(stores, { view: 'Account' })
        showSnackbar('success', LOGIN_MESSAGES.UPDATE_EMAIL_SUCCESS)
      }}
    />
  )
}
