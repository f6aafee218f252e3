import { PAIRING_EXPIRY_MARGIN_MS, PAIRING_LIFETIME_MS } from '@atrium/common'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createConnectionStore } from './createConnectionStore.js'
import { getPairingExpiry, isPairingExpired } from './isPairingExpired.js'
import { setPairingUri } from './setPairingUri.js'

const clock = { now: () => Date.now() }

describe('pairing expiry', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    vi.setSystemTime(new Date('2025-01-01T00:00:00Z'))
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('[CONN-003] a pairing lasts 4 minutes from its creation', () => {
    expect(PAIRING_LIFETIME_MS).toBe(4 * 60 * 1000)
    expect(getPairingExpiry(1_000)).toBe(241_000)
    const connection = createConnectionStore({ wcError: true })
    setPairingUri({ connection }, { uri: 'wc:abc@2', clock })
    expect(connection.getState()).toMatchObject({
      wcUri: 'wc:abc@2',
      wcPairingExpiry: Date.now() + 240_000,
      wcError: false,
    })
  })

  it('[CONN-004] expired with 10 s left, valid with 11 s left', () => {
    const connection = createConnectionStore()
    setPairingUri({ connection }, { uri: 'wc:abc@2', clock })
    const expiry = connection.getState().wcPairingExpiry
    vi.setSystemTime(Date.now() + PAIRING_LIFETIME_MS - 11_000)
    expect(isPairingExpired(expiry, clock.now())).toBe(false)
    vi.setSystemTime(Date.now() + 1_000)
    expect(isPairingExpired(expiry, clock.now())).toBe(true)
    expect(PAIRING_EXPIRY_MARGIN_MS).toBe(10_000)
  })

  it('[CONN-004] a missing expiry and a past expiry count as expired', () => {
    expect(isPairingExpired(undefined, 0)).toBe(true)
    expect(isPairingExpired(1_000, 20_000)).toBe(true)
  })
})
