/** [FRAME-016] Time-out of email, device, OTP, social and social-redirect frame requests. */
export const FRAME_REQUEST_TIMEOUT_MS = 30_000

/** [FRAME-003] Version of the secure frame protocol, sent as the frame URL's `version`. */
export const FRAME_VERSION = '2.16.7'

/** [FRAME-004] Default version of the embedded-wallet SDK. */
export const EMBEDDED_WALLET_SDK_VERSION = 4

/** [FRAME-001] z-index of the hidden, fixed-position login iframe. */
export const FRAME_Z_INDEX = 999_999

/** [FRAME-022] After an email login is triggered, another trigger is refused for this long. */
export const EMAIL_COOLDOWN_MS = 30_000

/**
 * [ERR-009] The embedded wallet must signal ready within this time, or the 'Invalid App
 * Configuration' alert is shown. Not given by the spec: 20 s leaves room for slow mobile networks.
 */
export const EMBEDDED_WALLET_LOAD_TIMEOUT_MS = 20_000

/** [ROUTER-021] Going back from Farcaster login clears its URL after this delay. */
export const FARCASTER_BACK_RESET_DELAY_MS = 100

/** [FRAME-023] Social providers the embedded login supports (Farcaster has its own flow, A-2). */
export const EMBEDDED_SOCIAL_PROVIDERS = ['google', 'github', 'apple', 'facebook', 'x', 'discord'] as const

/** A social provider of the embedded login. */
export type EmbeddedSocialProvider = (typeof EMBEDDED_SOCIAL_PROVIDERS)[number]

/** [FRAME-027] Namespaces the auth (email/social) connector supports. */
export const AUTH_NAMESPACES = ['eip155', 'solana'] as const

/** [FRAME-024][FRAME-025][FRAME-026] Social options removed inside Telegram, per platform. */
export const TELEGRAM_HIDDEN_SOCIALS = {
  ios: ['google'],
  macos: ['x'],
  android: ['facebook', 'x'],
} as const

/** [FRAME-020] Steps of email verification, in order. */
export const EMAIL_VERIFICATION_ACTIONS = ['VERIFY_DEVICE', 'VERIFY_OTP', 'CONNECT'] as const

/** [FRAME-021] Steps of an email change, in order. */
export const EMAIL_UPDATE_ACTIONS = ['VERIFY_PRIMARY_OTP', 'VERIFY_SECONDARY_OTP'] as const
