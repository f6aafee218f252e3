import { base, mainnet, optimism } from '@atrium/common'
import { describe, expect, it } from 'vitest'
import { isRequestedNetwork, shouldShowUnsupportedChain } from './shouldShowUnsupportedChain.js'

const requested = [mainnet, optimism]
const defaults = { requestedCaipNetworks: requested, allowUnsupportedChain: false, wcBasic: false }

describe('shouldShowUnsupportedChain', () => {
  it('[ROUTER-026] shows when the active network is not among the requested networks', () => {
    expect(shouldShowUnsupportedChain({ ...defaults, activeCaipNetworkId: base.caipNetworkId })).toBe(true)
  })

  it('[ROUTER-026] does not show when the active network is requested', () => {
    expect(shouldShowUnsupportedChain({ ...defaults, activeCaipNetworkId: 'eip155:10' })).toBe(false)
  })

  it('[ROUTER-026] activeCaipNetworkId: no active network never shows it', () => {
    expect(shouldShowUnsupportedChain({ ...defaults, activeCaipNetworkId: undefined })).toBe(false)
  })

  it('[ROUTER-026] requestedCaipNetworks: an empty list supports every network (NET-005)', () => {
    expect(
      shouldShowUnsupportedChain({
        ...defaults,
        requestedCaipNetworks: [],
        activeCaipNetworkId: 'eip155:8453',
      }),
    ).toBe(false)
    expect(isRequestedNetwork({ caipNetworkId: 'solana:x', requestedCaipNetworks: [] })).toBe(true)
  })

  it('[ROUTER-027] allowUnsupportedChain: the option suppresses the view', () => {
    expect(
      shouldShowUnsupportedChain({
        ...defaults,
        allowUnsupportedChain: true,
        activeCaipNetworkId: 'eip155:8453',
      }),
    ).toBe(false)
  })

  it('[ROUTER-028] wcBasic: a basic pairing suppresses the view', () => {
    expect(
      shouldShowUnsupportedChain({ ...defaults, wcBasic: true, activeCaipNetworkId: 'eip155:8453' }),
    ).toBe(false)
  })
})
