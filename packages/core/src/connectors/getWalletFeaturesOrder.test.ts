import { describe, expect, it } from 'vitest'
import { getWalletFeaturesOrder } from './getWalletFeaturesOrder.js'

describe('getWalletFeaturesOrder', () => {
  it('[OPT-005] defaults to onramp, swaps, receive, send; a configured order wins', () => {
    expect(getWalletFeaturesOrder()).toEqual(['onramp', 'swaps', 'receive', 'send'])
    expect(getWalletFeaturesOrder(['send'])).toEqual(['send'])
  })
})
