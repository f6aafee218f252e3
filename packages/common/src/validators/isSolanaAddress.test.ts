import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import { isSolanaAddress } from './isSolanaAddress.js'

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'
const base58Arbitrary = (minLength: number, maxLength: number) =>
  fc.string({ unit: fc.constantFrom(...BASE58), minLength, maxLength })

describe('isSolanaAddress', () => {
  it('[VAL-007] accepts real addresses', () => {
    expect(isSolanaAddress('7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv')).toBe(true)
    expect(isSolanaAddress('11111111111111111111111111111111')).toBe(true)
  })

  it('[VAL-007] length edges: 31 no, 32 yes, 44 yes, 45 no', () => {
    expect(isSolanaAddress('1'.repeat(31))).toBe(false)
    expect(isSolanaAddress('1'.repeat(32))).toBe(true)
    expect(isSolanaAddress('1'.repeat(44))).toBe(true)
    expect(isSolanaAddress('1'.repeat(45))).toBe(false)
  })

  it('[VAL-007] rejects characters outside base58 (0, O, I, l)', () => {
    for (const character of ['0', 'O', 'I', 'l', '+', ' ']) {
      expect(isSolanaAddress(`${character}${'1'.repeat(40)}`)).toBe(false)
    }
  })

  test.prop([base58Arbitrary(32, 44)], { numRuns: 10_000 })(
    '[VAL-007] generated base58 of 32-44 passes',
    (value) => {
      expect(isSolanaAddress(value)).toBe(true)
    },
  )

  test.prop([base58Arbitrary(0, 60)], { numRuns: 10_000 })(
    '[VAL-007] only lengths 32 to 44 pass',
    (value) => {
      expect(isSolanaAddress(value)).toBe(value.length >= 32 && value.length <= 44)
    },
  )

  test.prop([fc.anything()], { numRuns: 10_000 })(
    '[VAL-007] junk is classified without throwing',
    (value) => {
      expect(isSolanaAddress(value)).toBe(
        typeof value === 'string' && /^[1-9A-HJ-NP-Za-km-z]{32,44}$/.test(value),
      )
    },
  )
})
