/**
 * Texts of the self-hostable auth service behind the secure frame (`@atrium/auth-service`): its
 * error replies, which the frame shows in the modal, its mails and the device-approval page.
 * `{minutes}`, `{code}`, `{link}`, `{method}`, `{chainId}`, `{address}`, `{provider}` and `{reason}` are filled by
 * the service. The cooldown and a failure without a reason of its own use the frame's
 * `EMAIL_COOLDOWN` and `FRAME_REQUEST_FAILED`.
 */
export const AUTH_SERVICE_MESSAGES = {
  AUTH_SERVICE_INVALID_REQUEST: 'Invalid request: {reason}',
  AUTH_SERVICE_BODY_TOO_LARGE: 'The request is too large',
  AUTH_SERVICE_CODE_INVALID: 'Invalid code',
  AUTH_SERVICE_CODE_EXPIRED: 'The code has expired. Request a new one',
  AUTH_SERVICE_CODE_ATTEMPTS_EXCEEDED: 'Too many attempts. Request a new code',
  AUTH_SERVICE_EMAIL_SEND_FAILED: 'The code could not be sent. Try again later',
  AUTH_SERVICE_EMAIL_UNCHANGED: 'The new email is the one already in use',
  AUTH_SERVICE_EMAIL_TAKEN: 'This email belongs to another account',
  AUTH_SERVICE_SESSION_INVALID: 'Your session has ended. Sign in again',
  AUTH_SERVICE_RPC_METHOD_UNSUPPORTED: 'The embedded wallet does not support {method}',
  AUTH_SERVICE_RPC_ADDRESS_MISMATCH: '{address} is not the address of this account',
  AUTH_SERVICE_CHAIN_UNSUPPORTED: 'Chain {chainId} is not configured on this auth service',
  AUTH_SERVICE_RPC_FAILED: 'The request failed: {reason}',
  AUTH_SERVICE_SOLANA_TRANSACTION_INVALID: 'The transaction could not be read: {reason}',
  AUTH_SERVICE_SOLANA_FEE_PAYER_MISMATCH: 'The transaction is paid by {address}, not by this account',
  AUTH_SERVICE_SOLANA_MESSAGE_IS_TRANSACTION:
    'This message is a Solana transaction. Ask for a transaction signature instead',
  AUTH_SERVICE_CALLS_ATOMIC_UNSUPPORTED: 'The embedded wallet cannot run these calls atomically',
  AUTH_SERVICE_CALLS_NOT_FOUND: 'This account sent no calls with this id',
  AUTH_SERVICE_NOT_FOUND: 'Not found',
  AUTH_SERVICE_DEVICE_LINK_INVALID:
    'This approval link is not valid any more. Sign in again to get a new one',
  AUTH_SERVICE_DEVICE_APPROVED: 'This device is approved. Return to the app to continue signing in.',
  AUTH_SERVICE_DEVICE_MAIL_SUBJECT: 'Approve a new device',
  AUTH_SERVICE_DEVICE_MAIL_TEXT:
    'Someone is signing in to your account from a new device. If it is you, open this link within {minutes} minutes to approve it: {link}',
  AUTH_SERVICE_SOCIAL_PROVIDER_UNAVAILABLE: 'Sign-in with {provider} is not available for this app',
  AUTH_SERVICE_SOCIAL_STATE_INVALID: 'This sign-in is not valid any more. Start again',
  AUTH_SERVICE_SOCIAL_STATE_EXPIRED: 'This sign-in took too long. Start again',
  AUTH_SERVICE_SOCIAL_ORIGIN_MISMATCH: 'This sign-in was started for another app. Start again',
  AUTH_SERVICE_SOCIAL_LOGIN_FAILED: 'The sign-in with {provider} failed. Try again',
  AUTH_SERVICE_FARCASTER_UNAVAILABLE: 'Sign in with Farcaster is not available for this app',
  AUTH_SERVICE_FARCASTER_RELAY_FAILED: 'Farcaster could not be reached. Try again later',
  AUTH_SERVICE_FARCASTER_SIGN_IN_INVALID: 'This Farcaster sign-in is not valid any more. Start again',
  AUTH_SERVICE_FARCASTER_MESSAGE_INVALID: 'This Farcaster sign-in was not made for this app. Start again',
  AUTH_SERVICE_FARCASTER_SIGNER_INVALID:
    'This Farcaster sign-in was not signed by the account it names. Start again',
  AUTH_SERVICE_MAIL_SUBJECT: 'Your sign-in code: {code}',
  AUTH_SERVICE_MAIL_TEXT:
    'Your sign-in code is {code}. It expires in {minutes} minutes. If you did not ask for it, ignore this mail.',
} as const
