import { describe, expect, it } from 'vitest'
import { createSwapStore, getInitialSwapState } from './createSwapStore.js'

describe('createSwapStore', () => {
  it('[SWAP-034] the swap state has every field of the checklist, fetchError included (A-21)', () => {
    const state = createSwapStore().getState()
    for (const field of [
      'sourceToken',
      'toToken',
      'sourceTokenAmount',
      'toTokenAmount',
      'sourceTokenPriceInUSD',
      'toTokenPriceInUSD',
      'networkPrice',
      'networkBalanceInUSD',
      'gasFee',
      'gasPriceInUSD',
      'priceImpact',
      'maxSlippage',
      'providerFee',
      'slippage',
      'inputError',
      'transactionError',
      'approvalTransaction',
      'swapTransaction',
      'fetchError',
    ])
      expect(state).toHaveProperty(field)
    expect(state.fetchError).toBe(false)
  })

  it('[SWAP-001] a new swap form is uninitialised', () => {
    expect(getInitialSwapState().status).toBe('uninitialised')
  })

  it('[SWAP-025] the slippage tolerance starts at 1 percent', () => {
    expect(createSwapStore().getState().slippage).toBe(1)
  })

  it('initial values override the defaults', () => {
    expect(createSwapStore({ slippage: 0.5 }).getState().slippage).toBe(0.5)
  })
})
