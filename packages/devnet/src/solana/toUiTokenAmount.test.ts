import { describe, expect, test } from 'vitest'
import { toUiTokenAmount } from './toUiTokenAmount.js'

describe('toUiTokenAmount', () => {
  test('writes the exact decimal amount without trailing zeros', () => {
    expect(toUiTokenAmount(1_000_000_000n, 6)).toEqual({
      amount: '1000000000',
      decimals: 6,
      uiAmount: 1000,
      uiAmountString: '1000',
    })
    expect(toUiTokenAmount(12_500_000n, 6).uiAmountString).toBe('12.5')
    expect(toUiTokenAmount(1n, 9).uiAmountString).toBe('0.000000001')
    expect(toUiTokenAmount(0n, 6)).toEqual({ amount: '0', decimals: 6, uiAmount: 0, uiAmountString: '0' })
    expect(toUiTokenAmount(42n, 0)).toEqual({ amount: '42', decimals: 0, uiAmount: 42, uiAmountString: '42' })
  })

  test('keeps every digit of amounts beyond a double in the strings', () => {
    const amount = 18_446_744_073_709_551_615n
    expect(toUiTokenAmount(amount, 9)).toMatchObject({
      amount: '18446744073709551615',
      uiAmountString: '18446744073.709551615',
    })
  })
})
