import { describe, expect, it } from 'vitest'
import { getPairingStep } from './getPairingStep.js'

const telegram = { isTelegram: true, isIOSSafari: false }
const safari = { isTelegram: false, isIOSSafari: true }
const desktop = { isTelegram: false, isIOSSafari: false }
const now = 1_000_000
const idle = { buffering: false, wcUri: undefined, wcPairingExpiry: undefined }

describe('getPairingStep', () => {
  it('[CONN-007] starts a new pairing when there is none', () => {
    expect(getPairingStep(idle, { platform: telegram, now })).toBe('start')
  })

  it('[CONN-005] waits while a pairing is pending in Telegram and iOS Safari', () => {
    const pending = { ...idle, buffering: true }
    expect(getPairingStep(pending, { platform: telegram, now })).toBe('wait')
    expect(getPairingStep(pending, { platform: safari, now })).toBe('wait')
  })

  it('[CONN-006] reuses a URI with more than 10 s left', () => {
    const valid = { buffering: false, wcUri: 'wc:a@2', wcPairingExpiry: now + 11_000 }
    expect(getPairingStep(valid, { platform: telegram, now })).toBe('reuse')
    expect(getPairingStep(valid, { platform: safari, now })).toBe('reuse')
  })

  it('[CONN-007] starts a new pairing when the URI has 10 s or less left', () => {
    const expiring = { buffering: false, wcUri: 'wc:a@2', wcPairingExpiry: now + 10_000 }
    expect(getPairingStep(expiring, { platform: telegram, now })).toBe('start')
  })

  it('[CONN-005][CONN-007] a pending pairing with a valid URI is waited for; with an expired one, a new one starts', () => {
    const pending = { buffering: true, wcUri: 'wc:a@2', wcPairingExpiry: now + 11_000 }
    expect(getPairingStep(pending, { platform: telegram, now })).toBe('wait')
    expect(getPairingStep({ ...pending, wcPairingExpiry: now + 10_000 }, { platform: safari, now })).toBe(
      'start',
    )
  })

  it('[CONN-005][CONN-006] other platforms always start a new pairing', () => {
    expect(getPairingStep({ ...idle, buffering: true }, { platform: desktop, now })).toBe('start')
    expect(
      getPairingStep(
        { buffering: false, wcUri: 'wc:a@2', wcPairingExpiry: now + 60_000 },
        { platform: desktop, now },
      ),
    ).toBe('start')
  })
})
