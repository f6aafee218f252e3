/**
 * The modal's sign-in with the embedded wallet (email, social, Farcaster). The spec gives none of
 * these texts; they are ours. `{email}` is the address a code was mailed to, `{n}` seconds.
 */
export const LOGIN_MESSAGES = {
  /** The Connect view's email field (its label, read by assistive technology). */
  EMAIL_LABEL: 'Email',
  EMAIL_PLACEHOLDER: 'Email',
  /** The button that sends the email field. */
  EMAIL_SUBMIT: 'Continue with email',
  /** The field's message when what was typed is no email address (FRAME-019). */
  EMAIL_INVALID: 'Enter a valid email address',
  /** Between the sign-in methods of the Connect view. */
  CONNECT_METHODS_OR: 'or',
  /** Header of `EmailVerifyOtp`. */
  OTP_VIEW_TITLE: 'Confirm email',
  OTP_DESCRIPTION: 'Enter the 6-digit code we sent to',
  /** The code field's label. */
  OTP_LABEL: 'Sign-in code',
  /** Shown while the code is checked and the wallet connects. */
  OTP_CHECKING: 'Signing in…',
  OTP_NOT_RECEIVED: 'Didn’t receive it?',
  OTP_RESEND: 'Resend code',
  /** The resend link while the email cooldown runs (FRAME-022). */
  OTP_RESEND_IN: 'Resend in {n} s',
  /** After a new code was mailed. */
  OTP_RESENT: 'A new code is on its way',
  /** Header of `EmailVerifyDevice`. */
  DEVICE_VIEW_TITLE: 'Register device',
  DEVICE_HEADING: 'Approve this device',
  DEVICE_DESCRIPTION: 'We sent a link to {email}. Open it on any device to approve signing in here.',
  DEVICE_WAITING: 'Waiting for approval…',
  /** The button that starts waiting for the approval again after it timed out. */
  DEVICE_RETRY: 'I approved it, continue',
  /** Header of `ConnectingSocial`. */
  SOCIAL_VIEW_TITLE: 'Sign in with {provider}',
  /** A social button's accessible name. */
  SOCIAL_BUTTON: 'Continue with {provider}',
  SOCIAL_WAITING: 'Continue in the {provider} window',
  SOCIAL_WAITING_DESCRIPTION: 'Sign in there and accept. This window updates when you are done.',
  /** The social window was closed before the sign-in finished. */
  SOCIAL_CANCELLED: 'The {provider} window was closed before you signed in',
  /** The browser blocked the social window. */
  SOCIAL_POPUP_BLOCKED: 'Your browser blocked the sign-in window. Allow pop-ups for this site and try again',
  SOCIAL_RETRY: 'Try again',
  /** Header of `ConnectingFarcaster`. */
  FARCASTER_VIEW_TITLE: 'Sign in with Farcaster',
  FARCASTER_DESCRIPTION: 'Scan this code with the Farcaster app on your phone, or open it there.',
  FARCASTER_QR_LABEL: 'Farcaster sign-in QR code',
  FARCASTER_OPEN: 'Open Farcaster',
  FARCASTER_WAITING: 'Waiting for you to sign in with Farcaster…',
  /** The Account view's line naming how the embedded wallet was signed in to. */
  SIGNED_IN_AS: 'Signed in as {name}',
  /** The Account view's control, beside 'Signed in as', that opens `UpdateEmailWallet`. */
  CHANGE_EMAIL: 'Change email',
  /** Header of `UpdateEmailWallet`. */
  UPDATE_EMAIL_VIEW_TITLE: 'Change email',
  UPDATE_EMAIL_DESCRIPTION: 'Enter the new email address for the account of {email}.',
  /** The new-email field's label. */
  UPDATE_EMAIL_LABEL: 'New email',
  UPDATE_EMAIL_SUBMIT: 'Continue',
  /** The new address is the one already signed in with. */
  UPDATE_EMAIL_UNCHANGED: 'This is the email you are signed in with',
  /** Header of `UpdateEmailPrimaryOtp`: the code mailed to the current address. */
  UPDATE_EMAIL_PRIMARY_VIEW_TITLE: 'Confirm current email',
  /** Header of `UpdateEmailSecondaryOtp`: the code mailed to the new address. */
  UPDATE_EMAIL_SECONDARY_VIEW_TITLE: 'Confirm new email',
  /** The code field's label in the email change. */
  UPDATE_EMAIL_OTP_LABEL: 'Confirmation code',
  /** Shown while an email-change code is checked. */
  UPDATE_EMAIL_CHECKING: 'Checking code…',
  /** The snackbar once the new email is in use. */
  UPDATE_EMAIL_SUCCESS: 'Email changed',
} as const
