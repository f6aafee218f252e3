import { describe, expect, it } from 'vitest'
import { getInitialSwapState, type SwapState } from './createSwapStore.js'
import { applySwapTokensFlip } from './flipSwapTokens.js'
import { SWAP_DUSD, SWAP_ETH } from './swapAssets.test-helper.js'

const form: SwapState = {
  ...getInitialSwapState(),
  sourceToken: SWAP_ETH,
  toToken: SWAP_DUSD,
  sourceTokenAmount: '0.5',
  toTokenAmount: '1479.1',
  sourceTokenPriceInUSD: 3000,
  toTokenPriceInUSD: 1,
  networkBalanceInUSD: 6000,
}

describe('applySwapTokensFlip', () => {
  it('[SWAP-015] the tokens change places and the old destination amount becomes the source amount', () => {
    const flipped = applySwapTokensFlip(form)
    expect(flipped).toMatchObject({
      sourceToken: SWAP_DUSD,
      toToken: SWAP_ETH,
      sourceTokenAmount: '1479.1',
      toTokenAmount: '',
      sourceTokenPriceInUSD: 1,
      toTokenPriceInUSD: 3000,
    })
    expect(flipped.editCount).toBe(form.editCount + 1)
  })

  it('[SWAP-015] with an empty destination amount the new source amount is 1', () => {
    expect(applySwapTokensFlip({ ...form, toTokenAmount: '' }).sourceTokenAmount).toBe('1')
  })
})
