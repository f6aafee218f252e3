import { base, type CaipNetworkId, defineNetwork, getNetwork, mainnet, polygon } from '@atrium/common'
import { describe, expect, it } from 'vitest'
import { createNetworkStore } from '../network/createNetworkStore.js'
import type { ResolveNetwork } from '../network/resolveUnknownNetwork.js'
import { setAdapterNetwork } from './setAdapterNetwork.js'

/** The real catalogue lookup, recording what it was asked. */
function createCatalogueResolver() {
  const asked: CaipNetworkId[] = []
  const resolveNetwork: ResolveNetwork = async (caipNetworkId) => {
    asked.push(caipNetworkId)
    return getNetwork(caipNetworkId)
  }
  return { asked, resolveNetwork }
}

function setup() {
  return { network: createNetworkStore({ chains: { eip155: { requestedCaipNetworks: [mainnet, base] } } }) }
}

describe('setAdapterNetwork', () => {
  it('[NET-004] sets a requested network without asking the resolver', async () => {
    const stores = setup()
    const { asked, resolveNetwork } = createCatalogueResolver()
    setAdapterNetwork(stores, { networkId: 'eip155:8453', makeActive: true, resolveNetwork })
    expect(stores.network.getState().chains.eip155.caipNetwork).toBe(base)
    expect(stores.network.getState().activeNamespace).toBe('eip155')
    await Promise.resolve()
    expect(asked).toEqual([])
  })

  it('[ROUTER-026] holds an unrequested network by its id at once, then completes it from the resolver', async () => {
    const stores = setup()
    const { resolveNetwork } = createCatalogueResolver()
    setAdapterNetwork(stores, { networkId: 'eip155:137', makeActive: false, resolveNetwork })
    expect(stores.network.getState().chains.eip155.caipNetwork).toMatchObject({
      caipNetworkId: 'eip155:137',
      name: 'Unknown Network',
    })
    await expect.poll(() => stores.network.getState().chains.eip155.caipNetwork).toBe(polygon)
  })

  it('[ROUTER-026] without a resolver the unknown network stays, with the real id', () => {
    const stores = setup()
    setAdapterNetwork(stores, { networkId: 'eip155:137', makeActive: false })
    expect(stores.network.getState().chains.eip155.caipNetwork?.caipNetworkId).toBe('eip155:137')
  })

  it('does not ask again for the network the namespace is already on', async () => {
    const localPolygon = defineNetwork(polygon, { rpcUrls: 'http://127.0.0.1:8545' })
    const stores = {
      network: createNetworkStore({
        chains: { eip155: { requestedCaipNetworks: [mainnet], caipNetwork: localPolygon } },
      }),
    }
    const { asked, resolveNetwork } = createCatalogueResolver()
    setAdapterNetwork(stores, { networkId: 'eip155:137', makeActive: false, resolveNetwork })
    await Promise.resolve()
    expect(asked).toEqual([])
    expect(stores.network.getState().chains.eip155.caipNetwork).toBe(localPolygon)
  })
})
