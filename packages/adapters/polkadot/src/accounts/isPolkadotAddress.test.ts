import { describe, expect, it } from 'vitest'
import { isPolkadotAddress } from './isPolkadotAddress.js'

/** Alice's key in the generic (42), Polkadot (0) and Kusama (2) SS58 formats. */
const ALICE_GENERIC = '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY'
const ALICE_POLKADOT = '15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5'
const ALICE_KUSAMA = 'HNZata7iMYWmk5RvZRTiAsSDhV8366zq2YGb3tLH5Upf74F'

describe('isPolkadotAddress', () => {
  it("accepts the chain's SS58 format and the generic one, refuses another chain's", () => {
    expect(isPolkadotAddress(ALICE_POLKADOT, 0)).toBe(true)
    expect(isPolkadotAddress(ALICE_GENERIC, 0)).toBe(true)
    expect(isPolkadotAddress(ALICE_KUSAMA, 2)).toBe(true)
    expect(isPolkadotAddress(ALICE_KUSAMA, 0)).toBe(false)
    expect(isPolkadotAddress(ALICE_POLKADOT, 42)).toBe(false)
  })

  it('refuses a broken checksum and other text', () => {
    expect(isPolkadotAddress(`${ALICE_GENERIC.slice(0, -1)}R`, 42)).toBe(false)
    expect(isPolkadotAddress('0x70997970C51812dc3A010C7d01b50e0d17dc79C8', 42)).toBe(false)
    expect(isPolkadotAddress('', 42)).toBe(false)
    expect(isPolkadotAddress('5'.repeat(500), 42)).toBe(false)
  })
})
