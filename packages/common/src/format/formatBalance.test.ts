import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import { formatBalance } from './formatBalance.js'

describe('formatBalance', () => {
  it('[UI-010] truncates to 3 decimals, never rounds', () => {
    expect(formatBalance('1.23999')).toBe('1.239')
    expect(formatBalance('0.9999')).toBe('0.999')
    expect(formatBalance(2.5)).toBe('2.5')
  })

  it('[UI-010] appends the symbol', () => {
    expect(formatBalance('1.23999', 'ETH')).toBe('1.239 ETH')
    expect(formatBalance('1', '')).toBe('1')
  })

  it('[UI-010] shows junk as 0', () => {
    expect(formatBalance(undefined, 'ETH')).toBe('0 ETH')
    expect(formatBalance('abc')).toBe('0')
    expect(formatBalance(Number.NaN)).toBe('0')
  })

  test.prop([fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e15, max: 1e15 })], {
    numRuns: 10_000,
  })('[UI-010] the result never exceeds the value and is within 0.001 of it', (value) => {
    const shown = Number(formatBalance(value))
    expect(Math.abs(shown)).toBeLessThanOrEqual(Math.abs(value) + 1e-9 * Math.max(1, Math.abs(value)))
    expect(Math.abs(value - shown)).toBeLessThan(0.001 + 1e-9 * Math.abs(value))
    expect(formatBalance(value).split('.')[1]?.length ?? 0).toBeLessThanOrEqual(3)
  })

  test.prop([fc.anything()], { numRuns: 10_000 })('[UI-010] never throws', (value) => {
    expect(typeof formatBalance(value)).toBe('string')
  })
})
