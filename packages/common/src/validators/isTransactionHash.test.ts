import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import { isTransactionHash } from './isTransactionHash.js'

describe('isTransactionHash', () => {
  it('[VAL-010] accepts 0x plus 64 hex characters', () => {
    expect(isTransactionHash(`0x${'aB'.repeat(32)}`)).toBe(true)
  })

  it('[VAL-010] length edges: 63 no, 64 yes, 65 no; prefix required', () => {
    expect(isTransactionHash(`0x${'a'.repeat(63)}`)).toBe(false)
    expect(isTransactionHash(`0x${'a'.repeat(65)}`)).toBe(false)
    expect(isTransactionHash('a'.repeat(64))).toBe(false)
  })

  test.prop([fc.stringMatching(/^[0-9a-fA-F]{64}$/)], { numRuns: 10_000 })(
    '[VAL-010] generated hashes pass',
    (body) => {
      expect(isTransactionHash(`0x${body}`)).toBe(true)
    },
  )

  test.prop([fc.stringMatching(/^[0-9a-f]{0,80}$/)], { numRuns: 10_000 })(
    '[VAL-010] only exactly 64 hex characters pass',
    (body) => {
      expect(isTransactionHash(`0x${body}`)).toBe(body.length === 64)
    },
  )

  test.prop([fc.anything()], { numRuns: 10_000 })(
    '[VAL-010] junk is classified without throwing',
    (value) => {
      expect(isTransactionHash(value)).toBe(typeof value === 'string' && /^0x[0-9a-fA-F]{64}$/.test(value))
    },
  )
})
