import { mainnet, NAMESPACES, solana } from '@atrium/common'
import { describe, expect, it } from 'vitest'
import { createNetworkStore, getActiveCaipNetwork } from './createNetworkStore.js'

describe('createNetworkStore', () => {
  it('[NET-001][NET-004] network state per namespace with the five §3 fields', () => {
    const state = createNetworkStore().getState()
    expect(Object.keys(state.chains)).toEqual(['eip155', 'solana', 'polkadot', 'bip122'])
    expect(NAMESPACES).toEqual(['eip155', 'solana', 'polkadot', 'bip122'])
    for (const namespace of NAMESPACES) {
      expect(Object.keys(state.chains[namespace]).sort()).toEqual(
        [
          'approvedCaipNetworkIds',
          'caipNetwork',
          'requestedCaipNetworks',
          'smartAccountEnabledNetworks',
          'supportsAllNetworks',
        ].sort(),
      )
    }
    expect(state).toMatchObject({ activeNamespace: undefined, isSwitchingNamespace: false })
  })

  it('[NET-004] presets and reads the active network', () => {
    const store = createNetworkStore({
      activeNamespace: 'solana',
      chains: { eip155: { caipNetwork: mainnet }, solana: { caipNetwork: solana } },
    })
    expect(getActiveCaipNetwork(store.getState())).toBe(solana)
    expect(getActiveCaipNetwork(createNetworkStore().getState())).toBeUndefined()
  })
})
