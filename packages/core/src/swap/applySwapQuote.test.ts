import { describe, expect, it } from 'vitest'
import {
  applySwapQuote,
  getSwapMaxSlippage,
  getSwapProviderFee,
  getSwapToTokenAmount,
} from './applySwapQuote.js'
import { getInitialSwapState } from './createSwapStore.js'
import { SWAP_DUSD, SWAP_ETH } from './swapAssets.test-helper.js'

const form = {
  ...getInitialSwapState(),
  sourceToken: SWAP_ETH,
  toToken: SWAP_DUSD,
  sourceTokenAmount: '0.5',
  sourceTokenPriceInUSD: 3000,
  toTokenPriceInUSD: 1,
  networkBalanceInUSD: 6000,
  gasPriceInUSD: 0.9,
}

describe('applySwapQuote', () => {
  it('[SWAP-027] the destination amount is the quote in whole units with at most 6 decimals, truncated', () => {
    expect(getSwapToTokenAmount({ toAmount: 1_479_123_456_789n, decimals: 9, toTokenPriceInUSD: 1 })).toBe(
      '1479.123456',
    )
    expect(
      applySwapQuote(
        { ...form, toToken: { ...SWAP_DUSD, decimals: 18 } },
        { toAmount: 1_479_999_999_999_999_999_999n },
      ).toTokenAmount,
    ).toBe('1479.999999')
  })

  it('[SWAP-022] a destination price of 0 or less makes the destination amount 0', () => {
    for (const toTokenPriceInUSD of [0, -1])
      expect(applySwapQuote({ ...form, toTokenPriceInUSD }, { toAmount: 1_479_000_000n }).toTokenAmount).toBe(
        '0',
      )
  })

  it('[SWAP-023] the provider fee is 0.0085 of the source amount in USD', () => {
    expect(getSwapProviderFee({ sourceTokenAmount: '0.5', sourceTokenPriceInUSD: 3000 })).toBeCloseTo(
      12.75,
      10,
    )
    expect(applySwapQuote(form, { toAmount: 1_479_000_000n }).providerFee).toBeCloseTo(12.75, 10)
  })

  it('[SWAP-025] the slippage allowance is that percent of the quote, on integers', () => {
    expect(getSwapMaxSlippage({ toAmount: 1_479_000_000n, decimals: 6, slippage: 1 })).toBe('14.79')
    expect(getSwapMaxSlippage({ toAmount: 1_479_000_000n, decimals: 6, slippage: 0.5 })).toBe('7.395')
  })

  it('the price impact is the share of the source worth the quote loses', () => {
    const quoted = applySwapQuote(form, { toAmount: 1_350_000_000n })
    expect(quoted.toTokenAmount).toBe('1350')
    expect(quoted.priceImpact).toBeCloseTo(10, 10)
  })

  it('[SWAP-018] a quote above the balance keeps the input error', () => {
    expect(applySwapQuote({ ...form, sourceTokenAmount: '3' }, { toAmount: 1n }).inputError).toBe(
      'Insufficient balance',
    )
  })
})
