import { base, mainnet, optimism } from '@atrium/common'
import { describe, expect, it } from 'vitest'
import { isNetworkSupported } from './isNetworkSupported.js'

describe('isNetworkSupported', () => {
  it('[NET-005] supported when no networks are requested', () => {
    expect(isNetworkSupported({ requestedCaipNetworks: [] }, 'eip155:10')).toBe(true)
  })

  it('[NET-005] supported only when its id is among the requested networks', () => {
    const chain = { requestedCaipNetworks: [mainnet, base] }
    expect(isNetworkSupported(chain, base.caipNetworkId)).toBe(true)
    expect(isNetworkSupported(chain, optimism.caipNetworkId)).toBe(false)
  })
})
