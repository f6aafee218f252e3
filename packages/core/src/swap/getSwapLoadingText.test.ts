import { describe, expect, it } from 'vitest'
import { getInitialSwapState } from './createSwapStore.js'
import { getSwapLoadingText } from './getSwapLoadingText.js'
import { SWAP_DUSD, SWAP_ETH } from './swapAssets.test-helper.js'

const form = {
  ...getInitialSwapState(),
  sourceToken: SWAP_ETH,
  toToken: SWAP_DUSD,
  sourceTokenAmount: '0.5',
  toTokenAmount: '1479.1',
}

describe('getSwapLoadingText', () => {
  it('[SWAP-011] while the approval waits on the wallet', () => {
    expect(getSwapLoadingText({ ...form, pendingStep: 'approve' })).toBe(
      'Approve limit increase in your wallet',
    )
  })

  it('[SWAP-012] while the swap waits for confirmation in the wallet', () => {
    expect(getSwapLoadingText({ ...form, pendingStep: 'confirm' })).toBe('Confirm transaction in your wallet')
  })

  it('[SWAP-013] while the swap is sent: amounts with their symbols (A-51)', () => {
    expect(getSwapLoadingText({ ...form, pendingStep: 'swapping' })).toBe('Swapping 0.5 ETH to 1479.1 DUSD')
  })

  it('no text while nothing waits', () => {
    expect(getSwapLoadingText(form)).toBeUndefined()
  })
})
