import { describe, expect, it } from 'vitest'
import { MIN_RELAY_FEE_RATE, pickFeeRate } from './pickFeeRate.js'

describe('pickFeeRate', () => {
  it('takes the 3-block estimate', () => {
    expect(pickFeeRate({ '1': 20.5, '2': 15, '3': 12.1, '6': 8, '144': 1.2 })).toBe(12.1)
  })

  it('falls back to the nearest longer target, then the nearest shorter one', () => {
    expect(pickFeeRate({ '1': 20, '6': 8, '144': 2 })).toBe(8)
    expect(pickFeeRate({ '1': 20, '2': 15 })).toBe(15)
  })

  it('never goes below the minimum relay fee, and ignores junk entries', () => {
    expect(pickFeeRate({})).toBe(MIN_RELAY_FEE_RATE)
    expect(pickFeeRate({ '3': 0.4 })).toBe(MIN_RELAY_FEE_RATE)
    expect(pickFeeRate({ '3': 'fast', x: 9, '-1': 7, '4': Number.NaN, '5': 6 })).toBe(6)
  })
})
