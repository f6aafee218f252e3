import {
  base,
  bitcoin,
  bitcoinTestnet,
  mainnet,
  NETWORKS,
  solana,
  solanaDevnet,
  solanaTestnet,
} from '@atrium/common'
import { describe, expect, it } from 'vitest'
import { createAtriumStorage } from '../storage/createAtriumStorage.js'
import { createMemoryStorage } from '../storage/createMemoryStorage.js'
import { createNetworkStore } from './createNetworkStore.js'
import { setRequestedCaipNetworks } from './setRequestedCaipNetworks.js'

describe('setRequestedCaipNetworks', () => {
  it('[NET-004][NET-013] groups networks per namespace and activates chain 1 by default', () => {
    const network = createNetworkStore()
    const result = setRequestedCaipNetworks({ network }, { networks: [base, solana, mainnet] })
    expect(result.activeCaipNetwork).toBe(mainnet)
    const state = network.getState()
    expect(state.activeNamespace).toBe('eip155')
    expect(state.chains.eip155).toMatchObject({
      requestedCaipNetworks: [base, mainnet],
      caipNetwork: mainnet,
    })
    expect(state.chains.solana).toMatchObject({ requestedCaipNetworks: [solana], caipNetwork: solana })
    expect(state.chains.polkadot.requestedCaipNetworks).toEqual([])
  })

  it('[NET-004] the stored active network (STORE-004) is restored', () => {
    const storage = createAtriumStorage({ backend: createMemoryStorage(), logger: { error: () => {} } })
    storage.setActiveCaipNetworkId(solana.caipNetworkId)
    const network = createNetworkStore()
    setRequestedCaipNetworks({ network }, { networks: [mainnet, solana], storage })
    expect(network.getState()).toMatchObject({ activeNamespace: 'solana' })
    expect(network.getState().chains.solana.caipNetwork).toBe(solana)
  })

  it('[NET-014][NET-015] every built-in network lands in its namespace, solana and bitcoin included', () => {
    const network = createNetworkStore()
    setRequestedCaipNetworks({ network }, { networks: NETWORKS })
    const { chains } = network.getState()
    expect(chains.eip155.requestedCaipNetworks.map((entry) => entry.id)).toEqual(
      expect.arrayContaining([1, 10, 8453, 137, 42161, 43114]),
    )
    expect(chains.solana.requestedCaipNetworks).toEqual(
      expect.arrayContaining([solana, solanaDevnet, solanaTestnet]),
    )
    expect(chains.bip122.requestedCaipNetworks).toEqual(expect.arrayContaining([bitcoin, bitcoinTestnet]))
  })

  it('[NET-002][NET-003][NET-017] a requested network keeps its CAIP id and every Network field', () => {
    const network = createNetworkStore()
    setRequestedCaipNetworks({ network }, { networks: [base] })
    const stored = network.getState().chains.eip155.caipNetwork
    expect(stored).toBe(base)
    expect(stored?.caipNetworkId).toBe(`${stored?.chainNamespace}:${stored?.id}`)
    expect(stored && Object.keys(stored.rpcUrls).sort()).toEqual(['chainDefault', 'default'])
    expect(stored?.nativeCurrency).toEqual({ name: expect.any(String), symbol: 'ETH', decimals: 18 })
    expect(stored && Object.keys(stored.assets).sort()).toEqual(['imageId', 'imageUrl'])
    expect(stored?.blockExplorers.default.url).toMatch(/^https:/)
  })
})
