import { base, DEFAULT_CHAIN_ID, mainnet, optimism } from '@atrium/common'
import { describe, expect, it } from 'vitest'
import { getInitialCaipNetwork } from './getInitialCaipNetwork.js'

describe('getInitialCaipNetwork', () => {
  it('[NET-013] the default chain is chain id 1 when configured', () => {
    expect(DEFAULT_CHAIN_ID).toBe(1)
    expect(getInitialCaipNetwork({ networks: [base, mainnet, optimism] })).toBe(mainnet)
  })

  it('[NET-013] a stored choice, then defaultNetwork, win over chain 1; else the first network', () => {
    const networks = [base, mainnet, optimism]
    expect(getInitialCaipNetwork({ networks, storedCaipNetworkId: 'eip155:10', defaultNetwork: base })).toBe(
      optimism,
    )
    expect(getInitialCaipNetwork({ networks, storedCaipNetworkId: 'eip155:137', defaultNetwork: base })).toBe(
      base,
    )
    expect(getInitialCaipNetwork({ networks: [base, optimism] })).toBe(base)
    expect(getInitialCaipNetwork({ networks: [] })).toBeUndefined()
  })
})
