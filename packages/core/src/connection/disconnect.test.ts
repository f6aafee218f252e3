import { AtriumError, mainnet, type Namespace, solana } from '@atrium/common'
import { describe, expect, it } from 'vitest'
import { createAccountStore } from '../account/createAccountStore.js'
import type { ChainAdapter } from '../adapters/ChainAdapter.js'
import { createAdapterRegistry } from '../adapters/createAdapterRegistry.js'
import type { AnalyticsEvent } from '../analytics/TrackEvent.js'
import { createConnectorsStore } from '../connectors/createConnectorsStore.js'
import { createNetworkStore } from '../network/createNetworkStore.js'
import { createAtriumStorage } from '../storage/createAtriumStorage.js'
import { createMemoryStorage } from '../storage/createMemoryStorage.js'
import { createConnectionStore } from './createConnectionStore.js'
import { disconnect } from './disconnect.js'

/** An in-memory wallet session of one namespace: records disconnect calls, may refuse them. */
function createMemoryAdapter(namespace: Namespace, options: { failDisconnect?: boolean } = {}) {
  const disconnected: string[] = []
  const adapter: ChainAdapter = {
    namespace,
    listWallets: () => [],
    connect: () => Promise.reject(new Error('unused')),
    disconnect: async ({ connectorId }) => {
      if (options.failDisconnect)
        throw new AtriumError('RPC_DISCONNECTED', 'The provider is disconnected from all chains.')
      disconnected.push(connectorId)
    },
    subscribe: () => () => {},
  }
  return { adapter, disconnected }
}

const EVM = '0x52908400098527886E0F7030069857D2E4169EE7'
const SOL = '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv'

function setup() {
  const storage = createAtriumStorage({ backend: createMemoryStorage(), logger: { error: () => {} } })
  const stores = {
    connection: createConnectionStore({
      status: 'connected',
      wcUri: 'wc:a@2',
      wcLinking: { name: 'T', href: 't://' },
    }),
    account: createAccountStore({
      chains: {
        eip155: { address: EVM, caipAddress: `eip155:1:${EVM}`, status: 'connected', balance: '1.5' },
        solana: { address: SOL, caipAddress: `${solana.caipNetworkId}:${SOL}`, status: 'connected' },
      },
    }),
    network: createNetworkStore({
      activeNamespace: 'eip155',
      chains: {
        eip155: { caipNetwork: mainnet, approvedCaipNetworkIds: ['eip155:1'], supportsAllNetworks: false },
        solana: { caipNetwork: solana, smartAccountEnabledNetworks: [1] },
      },
    }),
    connectors: createConnectorsStore({
      activeConnectorIds: {
        eip155: 'io.metamask',
        solana: 'phantom',
        polkadot: undefined,
        bip122: undefined,
      },
      connectedNamespaces: ['eip155', 'solana'],
      filterByNamespace: 'solana',
    }),
  }
  storage.setConnectedConnectorId('eip155', 'io.metamask')
  storage.setConnectedConnectorId('solana', 'phantom')
  storage.setConnectedSocialProvider('google')
  storage.setDeepLinkChoice({ name: 'T', href: 't://' })
  const events: AnalyticsEvent[] = []
  return { storage, stores, events, track: (event: AnalyticsEvent) => events.push(event) }
}

describe('disconnect', () => {
  it('[CONN-019] clears the sign-in sessions first', async () => {
    const { storage, stores, track } = setup()
    const calls: string[] = []
    const evm = createMemoryAdapter('eip155')
    evm.adapter.disconnect = async () => {
      calls.push('adapter')
    }
    await disconnect(stores, {
      registry: createAdapterRegistry([evm.adapter]),
      storage,
      track,
      clearSessions: async () => {
        calls.push('sessions')
      },
    })
    expect(calls).toEqual(['sessions', 'adapter'])
  })

  it('[CONN-020] disconnects every adapter with a live connection', async () => {
    const { storage, stores, track } = setup()
    const evm = createMemoryAdapter('eip155')
    const sol = createMemoryAdapter('solana')
    const dot = createMemoryAdapter('polkadot')
    await disconnect(stores, {
      registry: createAdapterRegistry([evm.adapter, sol.adapter, dot.adapter]),
      storage,
      track,
    })
    expect(evm.disconnected).toEqual(['io.metamask'])
    expect(sol.disconnected).toEqual(['phantom'])
    expect(dot.disconnected).toEqual([])
  })

  it('[CONN-021] resets account and network of every namespace and the pairing', async () => {
    const { storage, stores, track } = setup()
    let historyCleared = false
    await disconnect(stores, {
      registry: createAdapterRegistry([
        createMemoryAdapter('eip155').adapter,
        createMemoryAdapter('solana').adapter,
      ]),
      storage,
      track,
      clearTransactionHistory: () => {
        historyCleared = true
      },
    })
    for (const namespace of ['eip155', 'solana'] as const) {
      expect(stores.account.getState().chains[namespace]).toMatchObject({
        status: 'disconnected',
        address: undefined,
        caipAddress: undefined,
        balance: undefined,
      })
    }
    expect(stores.network.getState().chains.eip155).toMatchObject({
      approvedCaipNetworkIds: [],
      supportsAllNetworks: true,
    })
    expect(stores.network.getState().chains.solana.smartAccountEnabledNetworks).toEqual([])
    expect(stores.connection.getState()).toMatchObject({
      status: 'disconnected',
      wcUri: undefined,
      wcLinking: undefined,
    })
    expect(storage.getDeepLinkChoice()).toBeUndefined()
    expect(historyCleared).toBe(true)
    expect(stores.connectors.getState()).toMatchObject({
      filterByNamespace: undefined,
      connectedNamespaces: [],
    })
  })

  it('[CONN-022] removes the stored social provider and every stored connector id', async () => {
    const { storage, stores, track } = setup()
    await disconnect(stores, {
      registry: createAdapterRegistry([createMemoryAdapter('eip155').adapter]),
      storage,
      track,
    })
    expect(storage.getConnectedSocialProvider()).toBeUndefined()
    expect(storage.getConnectedConnectorId('eip155')).toBeUndefined()
    expect(storage.getConnectedConnectorId('solana')).toBeUndefined()
    expect(stores.connectors.getState().activeConnectorIds).toEqual({
      eip155: undefined,
      solana: undefined,
      polkadot: undefined,
      bip122: undefined,
    })
  })

  it('[CONN-023] tracks DISCONNECT_SUCCESS', async () => {
    const { storage, stores, events, track } = setup()
    await disconnect(stores, { registry: createAdapterRegistry([]), storage, track })
    expect(events).toEqual([{ event: 'DISCONNECT_SUCCESS' }])
  })

  it("[CONN-024] a failing adapter tracks DISCONNECT_ERROR and throws 'Failed to disconnect'", async () => {
    const { storage, stores, events, track } = setup()
    const sol = createMemoryAdapter('solana', { failDisconnect: true })
    const evm = createMemoryAdapter('eip155')
    const error = await disconnect(stores, {
      registry: createAdapterRegistry([evm.adapter, sol.adapter]),
      storage,
      track,
    }).catch((caught: unknown) => caught)
    expect(error).toMatchObject({
      name: 'DisconnectFailedError',
      code: 'DISCONNECT_FAILED',
      message: 'Failed to disconnect',
      cause: { code: 'RPC_DISCONNECTED' },
    })
    expect(events).toEqual([{ event: 'DISCONNECT_ERROR' }])
    expect(evm.disconnected).toEqual(['io.metamask'])
    expect(stores.account.getState().chains.eip155.status).toBe('disconnected')
    expect(stores.account.getState().chains.solana.status).toBe('connected')
    expect(storage.getConnectedConnectorId('solana')).toBe('phantom')
  })

  it("[CONN-024] failing to clear the sessions tracks DISCONNECT_ERROR and throws 'Failed to disconnect'", async () => {
    const { storage, stores, events, track } = setup()
    await expect(
      disconnect(stores, {
        registry: createAdapterRegistry([]),
        storage,
        track,
        clearSessions: () => Promise.reject(new Error('siwx storage down')),
      }),
    ).rejects.toMatchObject({ code: 'DISCONNECT_FAILED', message: 'Failed to disconnect' })
    expect(events).toEqual([{ event: 'DISCONNECT_ERROR' }])
    expect(stores.account.getState().chains.eip155.status).toBe('connected')
  })
})
