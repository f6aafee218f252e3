import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import { truncateDecimals } from './truncateDecimals.js'

describe('truncateDecimals', () => {
  it('[UI-010] cuts without rounding and drops trailing zeros', () => {
    expect(truncateDecimals('1.23999', 3)).toBe('1.239')
    expect(truncateDecimals('1.2', 3)).toBe('1.2')
    expect(truncateDecimals('1.0009', 3)).toBe('1')
    expect(truncateDecimals('-0.0004', 3)).toBe('0')
    expect(truncateDecimals('-1.9999', 0)).toBe('-1')
    expect(truncateDecimals(12n, 3)).toBe('12')
    expect(truncateDecimals(0.1 + 0.2, 3)).toBe('0.3')
  })

  it('throws coded errors on junk', () => {
    expect(() => truncateDecimals('x', 3)).toThrow('Invalid decimal amount')
    expect(() => truncateDecimals('1', -1)).toThrow('Invalid number of decimals')
  })

  test.prop(
    [
      fc.boolean(),
      fc.stringMatching(/^[1-9][0-9]{0,30}$/),
      fc.stringMatching(/^[0-9]{0,30}$/),
      fc.nat({ max: 12 }),
    ],
    { numRuns: 10_000 },
  )(
    '[UI-010][SWAP-027] keeps exactly the first digits of the fraction',
    (negative, integer, fraction, max) => {
      const text = `${negative ? '-' : ''}${integer}${fraction === '' ? '' : `.${fraction}`}`
      const kept = fraction.slice(0, max).replace(/0+$/, '')
      expect(truncateDecimals(text, max)).toBe(
        `${negative ? '-' : ''}${integer}${kept === '' ? '' : `.${kept}`}`,
      )
    },
  )
})
