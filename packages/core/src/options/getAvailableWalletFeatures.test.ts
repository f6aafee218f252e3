import { describe, expect, it } from 'vitest'
import { getAvailableWalletFeatures } from './getAvailableWalletFeatures.js'
import { resolveOptions } from './resolveOptions.js'

const { features } = resolveOptions({})

describe('getAvailableWalletFeatures', () => {
  it('[OPT-005] defaults to onramp, swaps, receive, send', () => {
    expect(getAvailableWalletFeatures({ features, timeZone: 'Europe/Paris' })).toEqual([
      'onramp',
      'swaps',
      'receive',
      'send',
    ])
  })

  it('[OPT-005] features: the app order is kept and disabled features are left out', () => {
    const custom = resolveOptions({
      features: { walletFeaturesOrder: ['send', 'swaps', 'onramp'], swaps: false },
    }).features
    expect(getAvailableWalletFeatures({ features: custom, timeZone: undefined })).toEqual(['send', 'onramp'])
  })

  it('[OPT-014] timeZone: the on-ramp is not offered in a restricted time zone (decision)', () => {
    expect(getAvailableWalletFeatures({ features, timeZone: 'Asia/Shanghai' })).toEqual([
      'swaps',
      'receive',
      'send',
    ])
  })
})
