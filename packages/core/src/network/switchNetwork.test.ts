import {
  AtriumError,
  base,
  type CaipNetworkId,
  mainnet,
  type Namespace,
  optimism,
  solana,
} from '@atrium/common'
import { describe, expect, it } from 'vitest'
import { createAccountStore } from '../account/createAccountStore.js'
import type { ChainAdapter } from '../adapters/ChainAdapter.js'
import { createAdapterRegistry } from '../adapters/createAdapterRegistry.js'
import type { AnalyticsEvent } from '../analytics/TrackEvent.js'
import { createConnectorsStore } from '../connectors/createConnectorsStore.js'
import { setConnectors } from '../connectors/setConnectors.js'
import { createSendStore, getInitialSendState } from '../send/createSendStore.js'
import { createAtriumStorage } from '../storage/createAtriumStorage.js'
import { createMemoryStorage } from '../storage/createMemoryStorage.js'
import { createNetworkStore } from './createNetworkStore.js'
import { setRequestedCaipNetworks } from './setRequestedCaipNetworks.js'
import { switchNetwork } from './switchNetwork.js'

const EVM = '0x52908400098527886E0F7030069857D2E4169EE7'
const SOL = '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv'

/** An in-memory wallet of one namespace; `canSwitch` decides whether it has `switchNetwork`. */
function createMemoryAdapter(
  namespace: Namespace,
  options: { canSwitch?: boolean; failSwitch?: boolean } = {},
) {
  const switched: CaipNetworkId[] = []
  const adapter: ChainAdapter = {
    namespace,
    listWallets: () => [],
    connect: () => Promise.reject(new Error('unused')),
    disconnect: async () => {},
    subscribe: () => () => {},
  }
  if (options.canSwitch !== false) {
    adapter.switchNetwork = async ({ networkId }) => {
      if (options.failSwitch) throw new AtriumError('RPC_UNRECOGNIZED_CHAIN', 'Unrecognized chain ID.')
      switched.push(networkId)
    }
  }
  return { adapter, switched }
}

function setup(
  adapters: ChainAdapter[] = [createMemoryAdapter('eip155').adapter, createMemoryAdapter('solana').adapter],
) {
  const storage = createAtriumStorage({ backend: createMemoryStorage(), logger: { error: () => {} } })
  const stores = {
    network: createNetworkStore(),
    account: createAccountStore({
      chains: {
        eip155: { address: EVM, caipAddress: `eip155:1:${EVM}`, status: 'connected' },
        solana: { address: SOL, caipAddress: `${solana.caipNetworkId}:${SOL}`, status: 'connected' },
      },
    }),
    connectors: createConnectorsStore(),
    send: createSendStore({ sendTokenAmount: '2', receiverAddress: '0xdef', loading: true }),
  }
  setRequestedCaipNetworks(stores, { networks: [mainnet, base, solana] })
  setConnectors(stores, {
    namespace: 'eip155',
    wallets: [{ id: 'io.metamask', name: 'MetaMask', type: 'ANNOUNCED', provider: true }],
  })
  setConnectors(stores, {
    namespace: 'solana',
    wallets: [{ id: 'phantom', name: 'Phantom', type: 'ANNOUNCED', provider: true }],
  })
  const events: AnalyticsEvent[] = []
  return {
    storage,
    stores,
    events,
    track: (event: AnalyticsEvent) => events.push(event),
    registry: createAdapterRegistry(adapters),
  }
}

describe('switchNetwork', () => {
  it('[NET-006] a switch into another namespace sets isSwitchingNamespace while it runs', async () => {
    const { storage, stores, registry } = setup()
    const seen: boolean[] = []
    stores.network.subscribe((state) => seen.push(state.isSwitchingNamespace))
    const pending = switchNetwork(stores, { caipNetwork: solana, registry, storage })
    expect(stores.network.getState().isSwitchingNamespace).toBe(true)
    await pending
    expect(stores.network.getState().isSwitchingNamespace).toBe(false)
    expect(seen[0]).toBe(true)
  })

  it('[NET-006] a switch within the namespace never sets the flag', async () => {
    const { storage, stores, registry } = setup()
    const seen: boolean[] = []
    stores.network.subscribe((state) => seen.push(state.isSwitchingNamespace))
    await switchNetwork(stores, { caipNetwork: base, registry, storage })
    expect(seen.every((flag) => !flag)).toBe(true)
  })

  it('[NET-007] a namespace change filters connectors by the new namespace', async () => {
    const { storage, stores, registry } = setup()
    expect(stores.connectors.getState().connectors.map((connector) => connector.id)).toEqual([
      'io.metamask',
      'phantom',
    ])
    await switchNetwork(stores, { caipNetwork: solana, registry, storage })
    expect(stores.connectors.getState().filterByNamespace).toBe('solana')
    expect(stores.connectors.getState().connectors.map((connector) => connector.id)).toEqual(['phantom'])
  })

  it("[NET-008] rebuilds the caipAddress as '<namespace>:<id>:<address>'", async () => {
    const { storage, stores, registry } = setup()
    await switchNetwork(stores, { caipNetwork: base, registry, storage })
    expect(stores.account.getState().chains.eip155.caipAddress).toBe(`eip155:8453:${EVM}`)
  })

  it('[NET-009] resets the send data', async () => {
    const { storage, stores, registry } = setup()
    await switchNetwork(stores, { caipNetwork: base, registry, storage })
    expect(stores.send.getState()).toEqual(getInitialSendState())
  })

  it('[NET-010] stores the active namespace and the active CAIP network id', async () => {
    const { storage, stores, registry } = setup()
    await switchNetwork(stores, { caipNetwork: solana, registry, storage })
    expect(storage.getActiveNamespace()).toBe('solana')
    expect(storage.getActiveCaipNetworkId()?.caipNetworkId).toBe(solana.caipNetworkId)
  })

  it('[NET-011] tracks SWITCH_NETWORK with the network id', async () => {
    const { storage, stores, registry, events, track } = setup()
    await switchNetwork(stores, { caipNetwork: base, registry, storage, track })
    expect(events).toEqual([{ event: 'SWITCH_NETWORK', properties: { network: 'eip155:8453' } }])
  })

  it('[NET-006] asks the adapter to switch when connected, and makes the network active', async () => {
    const evm = createMemoryAdapter('eip155')
    const { storage, stores, registry } = setup([evm.adapter])
    const result = await switchNetwork(stores, { caipNetwork: base, registry, storage })
    expect(evm.switched).toEqual(['eip155:8453'])
    expect(result).toEqual({ caipNetwork: base, isSupported: true })
    expect(stores.network.getState()).toMatchObject({ activeNamespace: 'eip155' })
    expect(stores.network.getState().chains.eip155.caipNetwork).toBe(base)
  })

  it('[NET-005] reports an unrequested network as unsupported; adapters without switchNetwork switch locally', async () => {
    const { storage, stores, registry } = setup([createMemoryAdapter('eip155', { canSwitch: false }).adapter])
    const result = await switchNetwork(stores, { caipNetwork: optimism, registry, storage })
    expect(result.isSupported).toBe(false)
    expect(stores.network.getState().chains.eip155.caipNetwork).toBe(optimism)
  })

  it("[NET-006][NET-007] the adapter's failure is rethrown and the stores are left as they were", async () => {
    const failing = createMemoryAdapter('solana', { failSwitch: true })
    const { storage, stores, registry, events, track } = setup([
      createMemoryAdapter('eip155').adapter,
      failing.adapter,
    ])
    await expect(
      switchNetwork(stores, { caipNetwork: solana, registry, storage, track }),
    ).rejects.toMatchObject({
      code: 'RPC_UNRECOGNIZED_CHAIN',
    })
    expect(stores.network.getState()).toMatchObject({
      activeNamespace: 'eip155',
      isSwitchingNamespace: false,
    })
    expect(stores.connectors.getState().filterByNamespace).toBeUndefined()
    expect(stores.send.getState().sendTokenAmount).toBe('2')
    expect(storage.getActiveNamespace()).toBeUndefined()
    expect(events).toEqual([])
  })

  it('[ERR-016][ERR-015] no adapter registered, or none for the namespace', async () => {
    const { storage, stores } = setup()
    await expect(
      switchNetwork(stores, { caipNetwork: base, registry: createAdapterRegistry(), storage }),
    ).rejects.toMatchObject({
      name: 'NetworkControllerClientNotSetError',
      message: 'NetworkController client not set',
    })
    await expect(
      switchNetwork(stores, {
        caipNetwork: solana,
        registry: createAdapterRegistry([createMemoryAdapter('eip155').adapter]),
        storage,
      }),
    ).rejects.toMatchObject({ name: 'ChainAdapterNotFoundError', message: 'Chain adapter not found' })
  })
})
