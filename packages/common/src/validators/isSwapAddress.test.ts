import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import { isSwapAddress } from './isSwapAddress.js'

describe('isSwapAddress', () => {
  it('[VAL-003] the 0x prefix is optional', () => {
    expect(isSwapAddress(`0x${'a'.repeat(40)}`)).toBe(true)
    expect(isSwapAddress('a'.repeat(40))).toBe(true)
  })

  it('[VAL-003] needs exactly 40 hex characters, no checksum', () => {
    expect(isSwapAddress('a'.repeat(39))).toBe(false)
    expect(isSwapAddress('a'.repeat(41))).toBe(false)
    expect(isSwapAddress('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD')).toBe(true)
    expect(isSwapAddress('0x')).toBe(false)
  })

  test.prop([fc.stringMatching(/^[0-9a-fA-F]{40}$/), fc.boolean()], { numRuns: 10_000 })(
    '[VAL-003] generated hex addresses pass with or without prefix',
    (body, prefixed) => {
      expect(isSwapAddress(prefixed ? `0x${body}` : body)).toBe(true)
    },
  )

  test.prop([fc.anything()], { numRuns: 10_000 })(
    '[VAL-003] junk is classified without throwing',
    (value) => {
      expect(isSwapAddress(value)).toBe(typeof value === 'string' && /^(0x)?[0-9a-fA-F]{40}$/.test(value))
    },
  )

  test.prop([fc.stringMatching(/^[0-9a-f]{0,60}$/)], { numRuns: 10_000 })(
    '[VAL-003] only exactly 40 hex characters pass',
    (body) => {
      expect(isSwapAddress(body)).toBe(body.length === 40)
      expect(isSwapAddress(`0x${body}`)).toBe(body.length === 40)
    },
  )
})
