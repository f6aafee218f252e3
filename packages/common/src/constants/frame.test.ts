import { describe, expect, it } from 'vitest'
import {
  AUTH_NAMESPACES,
  EMAIL_COOLDOWN_MS,
  EMAIL_UPDATE_ACTIONS,
  EMAIL_VERIFICATION_ACTIONS,
  EMBEDDED_SOCIAL_PROVIDERS,
  EMBEDDED_WALLET_LOAD_TIMEOUT_MS,
  EMBEDDED_WALLET_SDK_VERSION,
  FARCASTER_BACK_RESET_DELAY_MS,
  FRAME_REQUEST_TIMEOUT_MS,
  FRAME_VERSION,
  FRAME_Z_INDEX,
  TELEGRAM_HIDDEN_SOCIALS,
} from './frame.js'

describe('frame constants', () => {
  it('[FRAME-016] frame requests time out after 30000 ms', () => {
    expect(FRAME_REQUEST_TIMEOUT_MS).toBe(30_000)
  })

  it("[FRAME-003] the frame version is '2.16.7'", () => {
    expect(FRAME_VERSION).toBe('2.16.7')
  })

  it('[FRAME-004] the embedded-wallet SDK version defaults to 4', () => {
    expect(EMBEDDED_WALLET_SDK_VERSION).toBe(4)
  })

  it('[FRAME-001] the frame z-index is 999999', () => {
    expect(FRAME_Z_INDEX).toBe(999_999)
  })

  it('[FRAME-022] the email cooldown is 30 s', () => {
    expect(EMAIL_COOLDOWN_MS).toBe(30_000)
  })

  it('[ERR-009] the embedded-wallet load timeout is 20 s (chosen)', () => {
    expect(EMBEDDED_WALLET_LOAD_TIMEOUT_MS).toBe(20_000)
  })

  it('[ROUTER-021] the Farcaster back reset delay is 100 ms', () => {
    expect(FARCASTER_BACK_RESET_DELAY_MS).toBe(100)
  })

  it('[FRAME-023] embedded social providers are google, github, apple, facebook, x, discord', () => {
    expect(EMBEDDED_SOCIAL_PROVIDERS).toEqual(['google', 'github', 'apple', 'facebook', 'x', 'discord'])
  })

  it('[FRAME-027] the auth connector supports eip155 and solana only', () => {
    expect(AUTH_NAMESPACES).toEqual(['eip155', 'solana'])
  })

  it('[FRAME-024][FRAME-025][FRAME-026] Telegram hides google on iOS, x on macOS, facebook and x on Android', () => {
    expect(TELEGRAM_HIDDEN_SOCIALS).toEqual({ ios: ['google'], macos: ['x'], android: ['facebook', 'x'] })
  })

  it('[FRAME-020][FRAME-021] email verification and update actions', () => {
    expect(EMAIL_VERIFICATION_ACTIONS).toEqual(['VERIFY_DEVICE', 'VERIFY_OTP', 'CONNECT'])
    expect(EMAIL_UPDATE_ACTIONS).toEqual(['VERIFY_PRIMARY_OTP', 'VERIFY_SECONDARY_OTP'])
  })
})
