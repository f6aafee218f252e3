import { describe, expect, it } from 'vitest'
import { createSwapStore, getInitialSwapState, type SwapState } from './createSwapStore.js'
import { SWAP_DUSD, SWAP_ETH } from './swapAssets.test-helper.js'
import { applySwapForm, updateSwapForm } from './updateSwapForm.js'

const transaction = { data: '0x', to: '0x1', gas: '1', gasPrice: '1', value: '0', toAmount: '1' }
const quoted: SwapState = {
  ...getInitialSwapState(),
  status: 'initialised',
  tokens: [SWAP_ETH, SWAP_DUSD],
  sourceToken: SWAP_ETH,
  toToken: SWAP_DUSD,
  sourceTokenAmount: '0.5',
  toTokenAmount: '1479.1',
  networkBalanceInUSD: 6000,
  swapTransaction: transaction,
  editCount: 3,
  quoteEditCount: 3,
}

describe('updateSwapForm', () => {
  it('[SWAP-016] a source amount that is not above 0 clears the destination amount', () => {
    for (const sourceTokenAmount of ['', '0', '0.000', '-1'])
      expect(applySwapForm(quoted, { sourceTokenAmount }).toTokenAmount).toBe('')
    expect(applySwapForm(quoted, { sourceTokenAmount: '0.6' }).toTokenAmount).toBe('1479.1')
  })

  it('an edit moves the edit count on and drops the transaction built for the old form', () => {
    const next = applySwapForm(quoted, { sourceTokenAmount: '0.6' })
    expect(next.editCount).toBe(4)
    expect(next.swapTransaction).toBeUndefined()
    expect(next.quoteEditCount).toBeUndefined()
  })

  it('[SWAP-018] an amount above the balance sets the input error as it is typed', () => {
    const swap = createSwapStore(quoted)
    updateSwapForm({ swap }, { sourceTokenAmount: '2.5' })
    expect(swap.getState().inputError).toBe('Insufficient balance')
    updateSwapForm({ swap }, { sourceTokenAmount: '2' })
    expect(swap.getState().inputError).toBeUndefined()
  })

  it("choosing the destination's token as the source swaps the pair", () => {
    const next = applySwapForm(quoted, { sourceToken: SWAP_DUSD })
    expect(next.sourceToken?.symbol).toBe('DUSD')
    expect(next.toToken?.symbol).toBe('ETH')
  })

  it('both tokens set at once are taken as given', () => {
    const next = applySwapForm(quoted, { sourceToken: SWAP_DUSD, toToken: SWAP_ETH })
    expect([next.sourceToken?.symbol, next.toToken?.symbol]).toEqual(['DUSD', 'ETH'])
  })
})
