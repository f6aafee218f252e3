import { describe, expect, it } from 'vitest'
import { getSwapInputError, isSwapGasShort } from './getSwapInputError.js'
import { SWAP_DUSD, SWAP_ETH } from './swapAssets.test-helper.js'

const funded = { networkBalanceInUSD: 6000, gasPriceInUSD: 0.9, isSmartAccount: false }

describe('getSwapInputError', () => {
  it('[SWAP-018] a source amount above the source balance is an insufficient balance, compared exactly', () => {
    const form = { ...funded, sourceToken: SWAP_DUSD }
    expect(getSwapInputError({ ...form, sourceTokenAmount: '100.000001' })).toBe('Insufficient balance')
    expect(getSwapInputError({ ...form, sourceTokenAmount: '100' })).toBeUndefined()
    expect(getSwapInputError({ ...form, sourceTokenAmount: '99.999999' })).toBeUndefined()
  })

  it('[SWAP-019] a native balance that cannot pay the gas is an insufficient balance', () => {
    const form = { sourceToken: SWAP_DUSD, sourceTokenAmount: '1', isSmartAccount: false }
    expect(getSwapInputError({ ...form, networkBalanceInUSD: 0.5, gasPriceInUSD: 0.9 })).toBe(
      'Insufficient balance',
    )
  })

  it('[SWAP-020] gas is short when the native balance in USD is zero or below the gas price in USD', () => {
    expect(isSwapGasShort({ networkBalanceInUSD: 0, gasPriceInUSD: 0, isSmartAccount: false })).toBe(true)
    expect(isSwapGasShort({ networkBalanceInUSD: 0.89, gasPriceInUSD: 0.9, isSmartAccount: false })).toBe(
      true,
    )
    expect(isSwapGasShort({ networkBalanceInUSD: 0.9, gasPriceInUSD: 0.9, isSmartAccount: false })).toBe(
      false,
    )
    expect(isSwapGasShort({ networkBalanceInUSD: 1, gasPriceInUSD: undefined, isSmartAccount: false })).toBe(
      false,
    )
  })

  it('[SWAP-021] a smart account is never short of gas', () => {
    expect(isSwapGasShort({ networkBalanceInUSD: 0, gasPriceInUSD: 5, isSmartAccount: true })).toBe(false)
    const form = { sourceToken: SWAP_ETH, sourceTokenAmount: '1', networkBalanceInUSD: 0, gasPriceInUSD: 5 }
    expect(getSwapInputError({ ...form, isSmartAccount: true })).toBeUndefined()
    expect(getSwapInputError({ ...form, isSmartAccount: false })).toBe('Insufficient balance')
  })

  it('an empty or zero amount is no input error', () => {
    for (const sourceTokenAmount of ['', '0', 'abc'])
      expect(
        getSwapInputError({ ...funded, sourceToken: SWAP_ETH, sourceTokenAmount, networkBalanceInUSD: 0 }),
      ).toBeUndefined()
  })
})
