import { describe, expect, it } from 'vitest'
import { getSendAmountValue } from './getSendAmountValue.js'
import { DUSD, ETHER } from './ledgerAdapter.test-helper.js'

describe('getSendAmountValue', () => {
  it("the amount times the token's price", () => {
    expect(getSendAmountValue({ token: ETHER, sendTokenAmount: '0.5' })).toBe(1500)
    expect(getSendAmountValue({ token: DUSD, sendTokenAmount: '12.25' })).toBe(12.25)
  })

  it('an empty or unreadable amount is worth 0', () => {
    for (const sendTokenAmount of [undefined, '', 'abc', '1.2.3', '-1', '0.1234567'])
      expect(getSendAmountValue({ token: DUSD, sendTokenAmount })).toBe(0)
  })

  it('no value without a token or a price', () => {
    expect(getSendAmountValue({ token: undefined, sendTokenAmount: '1' })).toBeUndefined()
    expect(getSendAmountValue({ token: { ...ETHER, price: 0 }, sendTokenAmount: '1' })).toBeUndefined()
  })
})
