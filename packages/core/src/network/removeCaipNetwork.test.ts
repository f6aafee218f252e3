import { base, mainnet, optimism, solana } from '@atrium/common'
import { describe, expect, it } from 'vitest'
import { createNetworkStore } from './createNetworkStore.js'
import { removeCaipNetwork } from './removeCaipNetwork.js'
import { setRequestedCaipNetworks } from './setRequestedCaipNetworks.js'

function setup() {
  const network = createNetworkStore()
  setRequestedCaipNetworks({ network }, { networks: [optimism, mainnet, base, solana] })
  return network
}

describe('removeCaipNetwork', () => {
  it('[NET-012] removing the active network makes the first remaining network active', () => {
    const network = setup()
    removeCaipNetwork({ network }, { caipNetworkId: 'eip155:1' })
    expect(network.getState().chains.eip155).toMatchObject({
      requestedCaipNetworks: [optimism, base],
      caipNetwork: optimism,
    })
    expect(network.getState().activeNamespace).toBe('eip155')
  })

  it('[NET-012] removing another network keeps the active one', () => {
    const network = setup()
    removeCaipNetwork({ network }, { caipNetworkId: 'eip155:8453' })
    expect(network.getState().chains.eip155).toMatchObject({
      requestedCaipNetworks: [optimism, mainnet],
      caipNetwork: mainnet,
    })
  })

  it("[NET-012] when the namespace has none left, another namespace's network becomes active", () => {
    const network = createNetworkStore()
    setRequestedCaipNetworks({ network }, { networks: [mainnet, solana] })
    removeCaipNetwork({ network }, { caipNetworkId: 'eip155:1' })
    expect(network.getState().activeNamespace).toBe('solana')
    expect(network.getState().chains.eip155.caipNetwork).toBeUndefined()
    removeCaipNetwork({ network }, { caipNetworkId: solana.caipNetworkId })
    expect(network.getState().activeNamespace).toBeUndefined()
  })
})
