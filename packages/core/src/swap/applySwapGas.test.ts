import { describe, expect, it } from 'vitest'
import { applySwapGas } from './applySwapGas.js'
import { getInitialSwapState } from './createSwapStore.js'
import { SWAP_DUSD, SWAP_ETH } from './swapAssets.test-helper.js'

describe('applySwapGas', () => {
  it('[SWAP-020] the fee in USD is gas × gas price at the native price; a balance below it is insufficient', () => {
    const state = {
      ...getInitialSwapState(),
      tokens: [SWAP_ETH, SWAP_DUSD],
      sourceToken: SWAP_DUSD,
      sourceTokenAmount: '1',
      networkPrice: 3000,
      networkBalanceInUSD: 0.8,
    }
    const next = applySwapGas(state, { gas: 150_000n, gasPrice: 2_000_000_000n })
    expect(next.gasFee).toBe('300000000000000')
    expect(next.gasPriceInUSD).toBeCloseTo(0.9, 10)
    expect(next.inputError).toBe('Insufficient balance')
    expect(
      applySwapGas({ ...state, networkBalanceInUSD: 1 }, { gas: 150_000n, gasPrice: 2_000_000_000n })
        .inputError,
    ).toBeUndefined()
  })
})
