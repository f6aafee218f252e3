import { describe, expect, test } from 'vitest'
import { formatBitcoinAmount } from './formatBitcoinAmount.js'

describe('formatBitcoinAmount', () => {
  test('prints BTC as bitcoind’s FormatMoney: trailing zeros trimmed, two decimals kept', () => {
    expect(formatBitcoinAmount(100_000_000n)).toBe('1.00')
    expect(formatBitcoinAmount(50_000_000n)).toBe('0.50')
    expect(formatBitcoinAmount(150_000n)).toBe('0.0015')
    expect(formatBitcoinAmount(1n)).toBe('0.00000001')
    expect(formatBitcoinAmount(2_100_000_000_000_000n)).toBe('21000000.00')
  })
})
