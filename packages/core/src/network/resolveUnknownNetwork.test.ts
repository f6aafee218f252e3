import { base, type CaipNetwork, getNetwork, mainnet, polygon, toUnknownNetwork } from '@atrium/common'
import { describe, expect, it } from 'vitest'
import { setAdapterNetwork } from '../connection/setAdapterNetwork.js'
import { createNetworkStore } from './createNetworkStore.js'
import { applyResolvedNetwork, type ResolveNetwork, resolveUnknownNetwork } from './resolveUnknownNetwork.js'

const resolveFromCatalogue: ResolveNetwork = async (caipNetworkId) => getNetwork(caipNetworkId)

function setup(unknownNetwork: CaipNetwork) {
  return {
    network: createNetworkStore({
      chains: { eip155: { requestedCaipNetworks: [mainnet, base], caipNetwork: unknownNetwork } },
    }),
  }
}

describe('applyResolvedNetwork', () => {
  it('replaces the unknown network it resolved', () => {
    const unknownNetwork = toUnknownNetwork('eip155:137')
    const state = setup(unknownNetwork).network.getState()
    expect(
      applyResolvedNetwork(state, { unknownNetwork, caipNetwork: polygon }).chains.eip155.caipNetwork,
    ).toBe(polygon)
  })

  it('leaves a network that replaced the unknown one meanwhile', () => {
    const unknownNetwork = toUnknownNetwork('eip155:137')
    const state = setup(mainnet).network.getState()
    expect(applyResolvedNetwork(state, { unknownNetwork, caipNetwork: polygon })).toBe(state)
  })
})

describe('resolveUnknownNetwork', () => {
  it('[ROUTER-026] writes the definition the resolver finds', async () => {
    const unknownNetwork = toUnknownNetwork('eip155:137')
    const stores = setup(unknownNetwork)
    await resolveUnknownNetwork(stores, { unknownNetwork, resolveNetwork: resolveFromCatalogue })
    expect(stores.network.getState().chains.eip155.caipNetwork).toBe(polygon)
  })

  it('[ROUTER-026] keeps the unknown network when the resolver knows nothing of it', async () => {
    const unknownNetwork = toUnknownNetwork('eip155:424242')
    const stores = setup(unknownNetwork)
    await resolveUnknownNetwork(stores, { unknownNetwork, resolveNetwork: resolveFromCatalogue })
    expect(stores.network.getState().chains.eip155.caipNetwork).toBe(unknownNetwork)
  })

  it('ignores an answer for another id', async () => {
    const unknownNetwork = toUnknownNetwork('eip155:137')
    const stores = setup(unknownNetwork)
    await resolveUnknownNetwork(stores, { unknownNetwork, resolveNetwork: async () => base })
    expect(stores.network.getState().chains.eip155.caipNetwork).toBe(unknownNetwork)
  })

  it('drops an answer arriving after the namespace moved to another network', async () => {
    const unknownNetwork = toUnknownNetwork('eip155:137')
    const stores = setup(unknownNetwork)
    let answer: (network: CaipNetwork) => void = () => {}
    const pending = resolveUnknownNetwork(stores, {
      unknownNetwork,
      resolveNetwork: () => new Promise((resolve) => (answer = resolve)),
    })
    setAdapterNetwork(stores, { networkId: 'eip155:8453', makeActive: false })
    answer(polygon)
    await pending
    expect(stores.network.getState().chains.eip155.caipNetwork).toBe(base)
  })

  it('never rejects when the resolver fails (e.g. its chunk did not load)', async () => {
    const unknownNetwork = toUnknownNetwork('eip155:137')
    const stores = setup(unknownNetwork)
    await expect(
      resolveUnknownNetwork(stores, {
        unknownNetwork,
        resolveNetwork: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
      }),
    ).resolves.toBeUndefined()
    expect(stores.network.getState().chains.eip155.caipNetwork).toBe(unknownNetwork)
  })
})
