import { describe, expect, it } from 'vitest'
import { formatGroupedBalance } from './formatGroupedBalance.js'

describe('[UI-010] formatGroupedBalance', () => {
  it('groups thousands and keeps the truncated decimals', () => {
    expect(formatGroupedBalance('12345.67891', 'ETH')).toBe('12,345.678 ETH')
    expect(formatGroupedBalance('10000', 'ETH')).toBe('10,000 ETH')
    expect(formatGroupedBalance('123456789012345678901.9999')).toBe('123,456,789,012,345,678,901.999')
  })

  it('shows junk as 0', () => {
    expect(formatGroupedBalance('not a number', 'BTC')).toBe('0 BTC')
  })
})
