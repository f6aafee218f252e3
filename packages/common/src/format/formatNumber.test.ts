import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import { formatNumber, formatUsd, formatUsdCost } from './formatNumber.js'

describe('formatNumber', () => {
  it('[UI-012] en-US with exactly 2 fraction digits', () => {
    expect(formatNumber(1234.5)).toBe('1,234.50')
    expect(formatNumber('1234567.891')).toBe('1,234,567.89')
    expect(formatNumber(0)).toBe('0.00')
    expect(formatNumber(-3)).toBe('-3.00')
  })

  it('[UI-012] rounds half away from zero on the decimal digits, not the float', () => {
    expect(formatNumber('1.005')).toBe('1.01')
    expect(formatNumber(1.005)).toBe('1.01')
    expect(formatNumber('-1.005')).toBe('-1.01')
  })

  it('[UI-012] exact on long decimal strings and bigints', () => {
    expect(formatNumber('123456789012345678901234.125')).toBe('123,456,789,012,345,678,901,234.13')
    expect(formatNumber(10n ** 20n)).toBe('100,000,000,000,000,000,000.00')
  })

  it('[UI-012] fractionDigits option', () => {
    expect(formatNumber('1.23456', { fractionDigits: 4 })).toBe('1.2346')
  })

  it('[UI-012] junk formats as zero', () => {
    expect(formatNumber('abc')).toBe('0.00')
    expect(formatNumber(Number.POSITIVE_INFINITY)).toBe('0.00')
  })

  test.prop([fc.double({ noNaN: true, noDefaultInfinity: true })], { numRuns: 10_000 })(
    '[UI-012] agrees with Intl en-US on the shortest decimal form of the number',
    (value) => {
      const expected = new Intl.NumberFormat('en-US', {
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
      }).format(String(value) as `${number}`)
      expect(formatNumber(value)).toBe(expected)
      expect(formatNumber(value)).toMatch(/^-?[\d,]+\.\d{2}$/)
    },
  )

  test.prop([fc.anything()], { numRuns: 10_000 })('[UI-012] never throws', (value) => {
    expect(typeof formatNumber(value)).toBe('string')
  })
})

describe('formatUsd', () => {
  it('[UI-011] USD with 2 decimals', () => {
    expect(formatUsd(1234.567)).toBe('$1,234.57')
    expect(formatUsd('0.5')).toBe('$0.50')
    expect(formatUsd(-0.5)).toBe('-$0.50')
    expect(formatUsd(undefined)).toBe('$0.00')
  })

  test.prop([fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e12, max: 1e12 })], {
    numRuns: 10_000,
  })('[UI-011] always exactly 2 decimals', (value) => {
    expect(formatUsd(value)).toMatch(/^-?\$[\d,]+\.\d{2}$/)
  })
})

describe('formatUsdCost', () => {
  it('shows a cost above zero that rounds to no cents as less than a cent', () => {
    expect(formatUsdCost('0.004')).toBe('<$0.01')
    expect(formatUsdCost(0.000_000_1)).toBe('<$0.01')
    expect(formatUsdCost('1e-12')).toBe('<$0.01')
  })

  it('formats every other value as formatUsd does', () => {
    expect(formatUsdCost('0.005')).toBe('$0.01')
    expect(formatUsdCost(0)).toBe('$0.00')
    expect(formatUsdCost('-0.004')).toBe(formatUsd('-0.004'))
    expect(formatUsdCost(12.345)).toBe('$12.35')
    expect(formatUsdCost('junk')).toBe('$0.00')
    expect(formatUsdCost(undefined)).toBe('$0.00')
  })
})
