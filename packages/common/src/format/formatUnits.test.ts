import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import { formatUnits } from './formatUnits.js'
import { parseUnits } from './parseUnits.js'

describe('formatUnits', () => {
  it('formats base units exactly, without trailing zeros', () => {
    expect(formatUnits(1_500_000_000_000_000_000n, 18)).toBe('1.5')
    expect(formatUnits(1n, 18)).toBe('0.000000000000000001')
    expect(formatUnits(0n, 6)).toBe('0')
    expect(formatUnits(123n, 0)).toBe('123')
    expect(formatUnits(-1_000_000n, 6)).toBe('-1')
    expect(formatUnits(2n ** 256n - 1n, 18)).toBe(
      '115792089237316195423570985008687907853269984665640564039457.584007913129639935',
    )
  })

  it('throws InvalidDecimalsError on bad decimals', () => {
    expect(() => formatUnits(1n, -1)).toThrowErrorMatchingInlineSnapshot(
      `[InvalidDecimalsError: Invalid number of decimals]`,
    )
    expect(() => formatUnits(1n, 1.5)).toThrow('Invalid number of decimals')
    expect(() => formatUnits(1n, 256)).toThrow('Invalid number of decimals')
  })

  test.prop([fc.bigInt(), fc.nat({ max: 80 })], { numRuns: 10_000 })(
    'round-trips through parseUnits exactly',
    (value, decimals) => {
      expect(parseUnits(formatUnits(value, decimals), decimals)).toBe(value)
    },
  )

  test.prop([fc.bigInt(), fc.nat({ max: 80 })], { numRuns: 10_000 })(
    'never has more than `decimals` fraction digits nor trailing zeros',
    (value, decimals) => {
      const text = formatUnits(value, decimals)
      expect(text).toMatch(/^-?(0|[1-9]\d*)(\.\d*[1-9])?$/)
      expect(text.split('.')[1]?.length ?? 0).toBeLessThanOrEqual(decimals)
    },
  )
})
