import { describe, expect, it } from 'vitest'
import { getInitialSwapState } from './createSwapStore.js'
import { applySwapReset } from './resetSwap.js'
import { SWAP_ETH } from './swapAssets.test-helper.js'

describe('applySwapReset', () => {
  it('empties the form and moves the edit count on', () => {
    const reset = applySwapReset({
      ...getInitialSwapState(),
      status: 'initialised',
      sourceToken: SWAP_ETH,
      editCount: 7,
    })
    expect(reset).toEqual({ ...getInitialSwapState(), editCount: 8 })
  })
})
