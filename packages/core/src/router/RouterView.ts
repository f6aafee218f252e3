/**
 * [ROUTER-011] Name of the swap view. The spec leaves it unnamed; 'Swap' follows the
 * naming of the other views (a noun for what the view does). Recorded in DECISIONS.core-A.md.
 */
export const SWAP_VIEW = 'Swap'

/**
 * The network list opened from the Account view and the network button. The spec names no such
 * view (ROUTER-010) yet the product needs one; it is one more router view so every history rule
 * applies to it unchanged. Recorded in docs/DECISIONS.md.
 */
export const NETWORKS_VIEW = 'Networks'

/**
 * The Account view's wallet features Send and Receive (OPT-005 names the features, the spec no
 * view for them): router views like the others, so every history rule applies unchanged.
 */
export const SEND_VIEW = 'Send'
export const RECEIVE_VIEW = 'Receive'

/**
 * The steps of the embedded wallet's sign-in the spec leaves unnamed: the one-time code, the new
 * device's approval and the social provider's window. Router views like the others, so the header's
 * back button and every history rule apply unchanged. Recorded in docs/DECISIONS.md.
 */
export const EMAIL_VERIFY_OTP_VIEW = 'EmailVerifyOtp'
export const EMAIL_VERIFY_DEVICE_VIEW = 'EmailVerifyDevice'
export const CONNECTING_SOCIAL_VIEW = 'ConnectingSocial'

/**
 * The email change from the Account view (FRAME-021), which the spec leaves unnamed: the new
 * address, then the code mailed to the current address, then the one mailed to the new address.
 * Router views like the sign-in's steps, for the same reasons. Recorded in docs/DECISIONS.md.
 */
export const UPDATE_EMAIL_VIEW = 'UpdateEmailWallet'
export const UPDATE_EMAIL_PRIMARY_OTP_VIEW = 'UpdateEmailPrimaryOtp'
export const UPDATE_EMAIL_SECONDARY_OTP_VIEW = 'UpdateEmailSecondaryOtp'

/**
 * [ROUTER-010] Every named view of the modal (there are no URL routes, ROUTER-009), plus
 * `NETWORKS_VIEW`, `SEND_VIEW`, `RECEIVE_VIEW`, the embedded wallet's sign-in steps and its email change.
 */
export const ROUTER_VIEWS = [
  'Connect',
  'ConnectingSiwe',
  'ConnectingFarcaster',
  'ConnectingExternal',
  'ConnectingWalletConnect',
  'ConnectingWalletConnectBasic',
  'UnsupportedChain',
  'Account',
  'AllWallets',
  'ApproveTransaction',
  'SIWXSignMessage',
  SWAP_VIEW,
  'RegisterAccountName',
  'RegisterAccountNameSuccess',
  NETWORKS_VIEW,
  SEND_VIEW,
  RECEIVE_VIEW,
  EMAIL_VERIFY_OTP_VIEW,
  EMAIL_VERIFY_DEVICE_VIEW,
  CONNECTING_SOCIAL_VIEW,
  UPDATE_EMAIL_VIEW,
  UPDATE_EMAIL_PRIMARY_OTP_VIEW,
  UPDATE_EMAIL_SECONDARY_OTP_VIEW,
] as const

/** A named view of the modal. */
export type RouterView = (typeof ROUTER_VIEWS)[number]

/** [ROUTER-012] The view a new router starts on. */
export const INITIAL_VIEW = 'Connect' satisfies RouterView

/** True when `value` names a view of the modal; never throws. */
export function isRouterView(value: unknown): value is RouterView {
  return typeof value === 'string' && (ROUTER_VIEWS as readonly string[]).includes(value)
}
