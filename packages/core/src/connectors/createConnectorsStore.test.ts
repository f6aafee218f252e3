import { CONNECTOR_TYPES, mainnet, NAMESPACES } from '@atrium/common'
import { describe, expect, it } from 'vitest'
import type { Connector } from './Connector.js'
import { createConnectorsStore, getInitialConnectorsState } from './createConnectorsStore.js'
import { setConnectors } from './setConnectors.js'

describe('createConnectorsStore', () => {
  it('[CONNECTOR-003] has allConnectors, connectors, activeConnector, filterByNamespace and an id per namespace', () => {
    const state = getInitialConnectorsState()
    expect(state).toEqual({
      allConnectors: [],
      connectors: [],
      activeConnector: undefined,
      filterByNamespace: undefined,
      activeConnectorIds: { eip155: undefined, solana: undefined, polkadot: undefined, bip122: undefined },
      connectedNamespaces: [],
    })
    expect(Object.keys(state.activeConnectorIds)).toEqual([...NAMESPACES])
    expect(createConnectorsStore({ filterByNamespace: 'solana' }).getState().filterByNamespace).toBe('solana')
  })

  it('[CONNECTOR-001][CONNECTOR-023] a connector carries every §3 field; its type is one of the six kinds', () => {
    const connector: Connector = {
      id: 'io.metamask',
      name: 'MetaMask',
      type: 'ANNOUNCED',
      chain: 'eip155',
      imageUrl: 'https://x/mm.png',
      imageId: 'mm',
      explorerId: 'c57ca95b',
      info: { rdns: 'io.metamask' },
      provider: true,
      connectors: [],
    }
    expect(Object.keys(connector).sort()).toEqual(
      [
        'chain',
        'connectors',
        'explorerId',
        'id',
        'imageId',
        'imageUrl',
        'info',
        'name',
        'provider',
        'type',
      ].sort(),
    )
    expect(CONNECTOR_TYPES).toEqual([
      'INJECTED',
      'ANNOUNCED',
      'MULTI_CHAIN',
      'EXTERNAL',
      'WALLET_CONNECT',
      'AUTH',
    ])
  })

  it("[CONNECTOR-004] a WALLET_CONNECT connector's chains are its caipNetworks", () => {
    const connectors = createConnectorsStore()
    setConnectors(
      { connectors },
      {
        namespace: 'eip155',
        wallets: [
          {
            id: 'walletConnect',
            name: 'WalletConnect',
            type: 'WALLET_CONNECT',
            provider: true,
            caipNetworks: [mainnet],
          },
        ],
      },
    )
    expect(connectors.getState().allConnectors[0]).toMatchObject({ chain: 'eip155', caipNetworks: [mainnet] })
  })
})
