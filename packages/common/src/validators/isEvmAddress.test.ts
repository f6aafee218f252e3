import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import { isEvmAddress } from './isEvmAddress.js'
import { toChecksumAddress } from './toChecksumAddress.js'

const bodyArbitrary = fc.stringMatching(/^[0-9a-f]{40}$/)
/** Flips the case of the letters at the chosen positions. */
const flipCase = (value: string, positions: readonly number[]) =>
  [...value]
    .map((character, index) =>
      positions.includes(index)
        ? character === character.toLowerCase()
          ? character.toUpperCase()
          : character.toLowerCase()
        : character,
    )
    .join('')

describe('isEvmAddress', () => {
  it('[VAL-002] accepts 0x plus 40 hex characters', () => {
    expect(isEvmAddress('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed')).toBe(true)
    expect(isEvmAddress(`0x${'0'.repeat(40)}`)).toBe(true)
  })

  it('[VAL-002] needs the 0x prefix and exactly 40 hex characters', () => {
    expect(isEvmAddress('5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed')).toBe(false)
    expect(isEvmAddress(`0x${'a'.repeat(39)}`)).toBe(false)
    expect(isEvmAddress(`0x${'a'.repeat(41)}`)).toBe(false)
    expect(isEvmAddress(`0X${'a'.repeat(40)}`)).toBe(false)
    expect(isEvmAddress(`0x${'g'.repeat(40)}`)).toBe(false)
  })

  it('[VAL-004] strict mode (default) rejects a mixed-case address with a bad checksum', () => {
    expect(isEvmAddress('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD')).toBe(false)
    expect(isEvmAddress('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD', { strict: true })).toBe(false)
    expect(isEvmAddress('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD', { strict: false })).toBe(true)
  })

  it('[VAL-004] single-case addresses pass without a checksum check', () => {
    expect(isEvmAddress('0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed')).toBe(true)
    expect(isEvmAddress('0x5AAEB6053F3E94C9B9A09F33669435E7EF1BEAED')).toBe(true)
  })

  test.prop([bodyArbitrary], { numRuns: 10_000 })(
    '[VAL-002][VAL-004] generated addresses pass in every valid casing',
    (body) => {
      expect(isEvmAddress(`0x${body}`)).toBe(true)
      expect(isEvmAddress(`0x${body.toUpperCase()}`)).toBe(true)
      expect(isEvmAddress(toChecksumAddress(`0x${body}`))).toBe(true)
    },
  )

  test.prop([bodyArbitrary, fc.uniqueArray(fc.nat({ max: 39 }), { minLength: 1, maxLength: 40 })], {
    numRuns: 10_000,
  })('[VAL-004] a mixed-case address with any flipped letter fails strict mode only', (body, positions) => {
    const checksummed = toChecksumAddress(`0x${body}`)
    const mutated = `0x${flipCase(checksummed.slice(2), positions)}`
    const mutatedBody = mutated.slice(2)
    const singleCase = mutatedBody === mutatedBody.toLowerCase() || mutatedBody === mutatedBody.toUpperCase()
    expect(isEvmAddress(mutated)).toBe(mutated === checksummed || singleCase)
    expect(isEvmAddress(mutated, { strict: false })).toBe(true)
  })

  test.prop([fc.anything()], { numRuns: 10_000 })('[VAL-002] junk is rejected without throwing', (value) => {
    fc.pre(typeof value !== 'string')
    expect(isEvmAddress(value)).toBe(false)
  })

  test.prop([fc.string({ unit: 'binary', maxLength: 50 })], { numRuns: 10_000 })(
    '[VAL-002] junk strings are rejected without throwing',
    (value) => {
      fc.pre(!/^0x[0-9a-fA-F]{40}$/.test(value))
      expect(isEvmAddress(value, { strict: false })).toBe(false)
      expect(isEvmAddress(value)).toBe(false)
    },
  )

  test.prop([fc.stringMatching(/^0x[0-9a-f]{0,60}$/)], { numRuns: 10_000 })(
    '[VAL-002] only exactly 40 hex characters pass',
    (value) => {
      expect(isEvmAddress(value)).toBe(value.length === 42)
    },
  )
})
