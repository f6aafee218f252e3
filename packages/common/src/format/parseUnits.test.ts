import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import { formatUnits } from './formatUnits.js'
import { parseUnits } from './parseUnits.js'

/** Reference: round half away from zero of (integer.fraction * 10^decimals), on bigints only. */
function referenceParse(negative: boolean, integer: string, fraction: string, decimals: number): bigint {
  const scale = 10n ** BigInt(fraction.length)
  const scaled = BigInt(`${integer}${fraction}`) * 10n ** BigInt(decimals)
  let units = scaled / scale
  if ((scaled % scale) * 2n >= scale && scale > 1n) units += 1n
  return negative ? -units : units
}

describe('parseUnits', () => {
  it('parses decimals exactly', () => {
    expect(parseUnits('1.5', 18)).toBe(1_500_000_000_000_000_000n)
    expect(parseUnits('0.000001', 6)).toBe(1n)
    expect(parseUnits('-2', 6)).toBe(-2_000_000n)
    expect(parseUnits('.5', 1)).toBe(5n)
    expect(parseUnits('5.', 1)).toBe(50n)
    expect(parseUnits('1e-7', 8)).toBe(10n)
    expect(parseUnits('1.2E+3', 0)).toBe(1200n)
    expect(parseUnits(' 42 ', 0)).toBe(42n)
  })

  it('rounds digits beyond decimals half away from zero', () => {
    expect(parseUnits('1.2345', 3)).toBe(1235n)
    expect(parseUnits('1.2344', 3)).toBe(1234n)
    expect(parseUnits('-1.2345', 3)).toBe(-1235n)
    expect(parseUnits('0.5', 0)).toBe(1n)
  })

  it('throws InvalidDecimalAmountError on junk', () => {
    expect(() => parseUnits('abc', 18)).toThrowErrorMatchingInlineSnapshot(
      `[InvalidDecimalAmountError: Invalid decimal amount]`,
    )
    for (const junk of ['', '.', '-', '1.2.3', '1,5', '0x10', 'Infinity', 'NaN', '1e', '1e5000']) {
      expect(() => parseUnits(junk, 18)).toThrow('Invalid decimal amount')
    }
  })

  test.prop(
    [
      fc.boolean(),
      fc.stringMatching(/^[0-9]{1,40}$/),
      fc.stringMatching(/^[0-9]{0,40}$/),
      fc.nat({ max: 40 }),
    ],
    { numRuns: 10_000 },
  )('matches a bigint reference on generated decimals', (negative, integer, fraction, decimals) => {
    const text = `${negative ? '-' : ''}${integer}${fraction === '' ? '' : `.${fraction}`}`
    expect(parseUnits(text, decimals)).toBe(referenceParse(negative, integer, fraction, decimals))
  })

  test.prop([fc.stringMatching(/^[0-9]{1,30}(\.[0-9]{1,18})?$/)], { numRuns: 10_000 })(
    'values with at most `decimals` digits round-trip to their canonical form',
    (text) => {
      const canonical = formatUnits(parseUnits(text, 18), 18)
      expect(parseUnits(canonical, 18)).toBe(parseUnits(text, 18))
      expect(Number(canonical)).toBeCloseTo(Number(text))
    },
  )

  test.prop([fc.string({ unit: 'binary' })], { numRuns: 10_000 })(
    'junk throws only the coded error',
    (text) => {
      try {
        parseUnits(text, 18)
      } catch (error) {
        expect(error).toMatchObject({ code: 'INVALID_DECIMAL_AMOUNT' })
      }
    },
  )
})
