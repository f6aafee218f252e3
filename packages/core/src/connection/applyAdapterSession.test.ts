import { base, defineNetwork, mainnet, polygon, toUnknownNetwork } from '@atrium/common'
import { describe, expect, it } from 'vitest'
import { createNetworkStore, type NetworkState } from '../network/createNetworkStore.js'
import { applyAdapterNetwork } from './applyAdapterSession.js'

function stateWith(parameters: Parameters<typeof createNetworkStore>[0] = {}): NetworkState {
  return createNetworkStore({
    ...parameters,
    chains: { eip155: { requestedCaipNetworks: [mainnet, base], ...parameters.chains?.eip155 } },
  }).getState()
}

describe('applyAdapterNetwork', () => {
  it('[NET-004] a requested network becomes the current one, and active when asked', () => {
    const next = applyAdapterNetwork(stateWith(), { networkId: 'eip155:8453', makeActive: true })
    expect(next.chains.eip155.caipNetwork).toBe(base)
    expect(next.activeNamespace).toBe('eip155')
  })

  it('a wallet event leaves the active namespace as it is', () => {
    const state = stateWith({ activeNamespace: 'solana' })
    const next = applyAdapterNetwork(state, { networkId: 'eip155:8453', makeActive: false })
    expect(next.activeNamespace).toBe('solana')
  })

  it('[ROUTER-026] a network neither requested nor known is held as an unknown network with its real id', () => {
    const state = stateWith({ chains: { eip155: { caipNetwork: mainnet } } })
    const next = applyAdapterNetwork(state, { networkId: 'eip155:424242', makeActive: false })
    expect(next.chains.eip155.caipNetwork).toEqual(toUnknownNetwork('eip155:424242'))
  })

  it('[ROUTER-026] a catalogue network the app did not request is held as unknown too (core bundles no catalogue)', () => {
    const next = applyAdapterNetwork(stateWith(), { networkId: 'eip155:137', makeActive: false })
    expect(next.chains.eip155.caipNetwork).toMatchObject({
      caipNetworkId: 'eip155:137',
      name: 'Unknown Network',
    })
  })

  it('keeps the current network when the wallet reports its id again (e.g. after the dApp switched to it)', () => {
    const localPolygon = defineNetwork(polygon, { rpcUrls: 'http://127.0.0.1:8545' })
    const state = stateWith({ chains: { eip155: { caipNetwork: localPolygon } } })
    const next = applyAdapterNetwork(state, { networkId: 'eip155:137', makeActive: false })
    expect(next.chains.eip155.caipNetwork).toBe(localPolygon)
  })
})
