import {
  AtriumError,
  base,
  type CaipAddress,
  type CaipNetworkId,
  getNetwork,
  mainnet,
  polygon,
} from '@atrium/common'
import { describe, expect, it } from 'vitest'
import { createAccountStore } from '../account/createAccountStore.js'
import type { AdapterEvent, ChainAdapter } from '../adapters/ChainAdapter.js'
import { createAdapterRegistry } from '../adapters/createAdapterRegistry.js'
import { createConnectorsStore } from '../connectors/createConnectorsStore.js'
import { setConnectors } from '../connectors/setConnectors.js'
import { createNetworkStore } from '../network/createNetworkStore.js'
import type { ResolveNetwork } from '../network/resolveUnknownNetwork.js'
import { setRequestedCaipNetworks } from '../network/setRequestedCaipNetworks.js'
import { createAtriumStorage } from '../storage/createAtriumStorage.js'
import { createMemoryStorage } from '../storage/createMemoryStorage.js'
import { connectAdapter } from './connectAdapter.js'
import { createConnectionStore } from './createConnectionStore.js'
import { watchAdapterEvents } from './watchAdapterEvents.js'

const ADDRESS = '0x52908400098527886E0F7030069857D2E4169EE7'
const OTHER = '0x000000000000000000000000000000000000dEaD'
const resolveFromCatalogue: ResolveNetwork = async (caipNetworkId) => getNetwork(caipNetworkId)

/** An in-memory EVM wallet: approves or rejects connects and emits events on demand. */
function createMemoryEvmWallet(options: { reject?: boolean; onChain?: CaipNetworkId<'eip155'> } = {}) {
  const listeners = new Set<(event: AdapterEvent) => void>()
  const adapter: ChainAdapter = {
    namespace: 'eip155',
    listWallets: () => [
      {
        id: 'io.metamask',
        name: 'MetaMask',
        type: 'ANNOUNCED',
        provider: true,
        info: { rdns: 'io.metamask' },
      },
    ],
    connect: async ({ connectorId, networkId }) => {
      if (options.reject) throw new AtriumError('RPC_USER_REJECTED_REQUEST', 'User rejected the request.')
      const chain = options.onChain ?? networkId ?? 'eip155:1'
      return {
        connectorId,
        networkId: chain,
        accounts: [
          { caipAddress: `${chain}:${ADDRESS}` as CaipAddress<'eip155'> },
          { caipAddress: `${chain}:${OTHER}` as CaipAddress<'eip155'>, type: 'smartAccount' },
        ],
      }
    },
    disconnect: async () => {},
    subscribe: (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
  const emit = (event: AdapterEvent) => {
    for (const listener of listeners) listener(event)
  }
  return { adapter, emit }
}

function setup(wallet = createMemoryEvmWallet()) {
  const storage = createAtriumStorage({ backend: createMemoryStorage(), logger: { error: () => {} } })
  const stores = {
    connection: createConnectionStore(),
    account: createAccountStore(),
    network: createNetworkStore(),
    connectors: createConnectorsStore(),
  }
  setRequestedCaipNetworks(stores, { networks: [mainnet, base] })
  setConnectors(stores, { namespace: 'eip155', wallets: wallet.adapter.listWallets() })
  return { storage, stores, wallet, registry: createAdapterRegistry([wallet.adapter]) }
}

describe('connectAdapter', () => {
  it('[CONN-001] connecting → connected; account, network, connector and storage set', async () => {
    const { storage, stores, registry } = setup()
    const pending = connectAdapter(stores, {
      registry,
      storage,
      namespace: 'eip155',
      connectorId: 'io.metamask',
    })
    expect(stores.connection.getState().status).toBe('connecting')
    await pending
    expect(stores.connection.getState().status).toBe('connected')
    expect(stores.account.getState().chains.eip155).toMatchObject({
      caipAddress: `eip155:1:${ADDRESS}`,
      address: ADDRESS,
      status: 'connected',
      allAccounts: [
        { namespace: 'eip155', address: ADDRESS, type: 'eoa' },
        { namespace: 'eip155', address: OTHER, type: 'smartAccount' },
      ],
      connectedWalletInfo: { name: 'MetaMask', type: 'ANNOUNCED', id: 'io.metamask' },
    })
    expect(stores.network.getState().activeNamespace).toBe('eip155')
    expect(stores.connectors.getState()).toMatchObject({
      activeConnector: { id: 'io.metamask' },
      activeConnectorIds: { eip155: 'io.metamask' },
      connectedNamespaces: ['eip155'],
    })
    expect(storage.getConnectedConnectorId('eip155')).toBe('io.metamask')
    expect(storage.getConnectedNamespaces()).toEqual(['eip155'])
    expect(storage.getConnectionStatus()).toBe('connected')
  })

  it('[CONN-001] a rejected connect returns to disconnected and rethrows the coded error', async () => {
    const { storage, stores, registry } = setup(createMemoryEvmWallet({ reject: true }))
    await expect(
      connectAdapter(stores, { registry, storage, namespace: 'eip155', connectorId: 'io.metamask' }),
    ).rejects.toMatchObject({ code: 'RPC_USER_REJECTED_REQUEST' })
    expect(stores.connection.getState().status).toBe('disconnected')
    expect(stores.account.getState().chains.eip155.status).toBe('disconnected')
  })

  it('[ERR-017][ERR-015] no adapter at all, or none for the namespace', async () => {
    const { storage, stores, registry } = setup()
    await expect(
      connectAdapter(stores, {
        registry: createAdapterRegistry(),
        storage,
        namespace: 'eip155',
        connectorId: 'x',
      }),
    ).rejects.toMatchObject({
      code: 'CONNECTION_CONTROLLER_CLIENT_NOT_SET',
      message: 'ConnectionController client not set',
    })
    await expect(
      connectAdapter(stores, { registry, storage, namespace: 'solana', connectorId: 'x' }),
    ).rejects.toMatchObject({ code: 'CHAIN_ADAPTER_NOT_FOUND', message: 'Chain adapter not found' })
  })

  it('[NET-008] adapter events update the stores until unwatched', async () => {
    const { storage, stores, registry, wallet } = setup()
    await connectAdapter(stores, { registry, storage, namespace: 'eip155', connectorId: 'io.metamask' })
    const unwatch = watchAdapterEvents(stores, { registry, storage })
    wallet.emit({ type: 'chainChanged', networkId: 'eip155:8453' })
    expect(stores.network.getState().chains.eip155.caipNetwork?.id).toBe(8453)
    expect(stores.account.getState().chains.eip155.caipAddress).toBe(`eip155:8453:${ADDRESS}`)
    wallet.emit({ type: 'accountsChanged', accounts: [{ caipAddress: `eip155:8453:${OTHER}` }] })
    expect(stores.account.getState().chains.eip155.address).toBe(OTHER)
    wallet.emit({ type: 'connectorsChanged', wallets: [] })
    expect(stores.connectors.getState().allConnectors).toEqual([])
    wallet.emit({ type: 'disconnect' })
    expect(stores.account.getState().chains.eip155.status).toBe('disconnected')
    expect(storage.getConnectedConnectorId('eip155')).toBeUndefined()
    unwatch()
    wallet.emit({ type: 'accountsChanged', accounts: [{ caipAddress: `eip155:1:${ADDRESS}` }] })
    expect(stores.account.getState().chains.eip155.address).toBeUndefined()
  })

  it("[STORE-004] a chain switch made in the wallet or by the dApp's own wagmi hooks is stored as the active network", async () => {
    const { storage, stores, registry, wallet } = setup()
    await connectAdapter(stores, { registry, storage, namespace: 'eip155', connectorId: 'io.metamask' })
    expect(storage.getActiveCaipNetworkId()?.caipNetworkId).toBe('eip155:1')
    const unwatch = watchAdapterEvents(stores, { registry, storage })
    wallet.emit({ type: 'chainChanged', networkId: 'eip155:8453' })
    expect(storage.getActiveCaipNetworkId()?.caipNetworkId).toBe('eip155:8453')
    unwatch()
  })

  it('[ROUTER-026] a wallet moving to a chain neither requested nor in the catalogue: the state follows it', async () => {
    const { storage, stores, registry, wallet } = setup()
    await connectAdapter(stores, { registry, storage, namespace: 'eip155', connectorId: 'io.metamask' })
    const unwatch = watchAdapterEvents(stores, { registry, storage, resolveNetwork: resolveFromCatalogue })
    wallet.emit({ type: 'chainChanged', networkId: 'eip155:424242' })
    expect(stores.network.getState().chains.eip155.caipNetwork).toMatchObject({
      caipNetworkId: 'eip155:424242',
      name: 'Unknown Network',
    })
    expect(stores.account.getState().chains.eip155.caipAddress).toBe(`eip155:424242:${ADDRESS}`)
    unwatch()
  })

  it('[ROUTER-026] an unrequested catalogue chain is held by id at once, then completed by resolveNetwork', async () => {
    const { storage, stores, registry, wallet } = setup()
    await connectAdapter(stores, { registry, storage, namespace: 'eip155', connectorId: 'io.metamask' })
    const unwatch = watchAdapterEvents(stores, { registry, storage, resolveNetwork: resolveFromCatalogue })
    wallet.emit({ type: 'chainChanged', networkId: 'eip155:137' })
    expect(stores.network.getState().chains.eip155.caipNetwork?.caipNetworkId).toBe('eip155:137')
    expect(stores.account.getState().chains.eip155.caipAddress).toBe(`eip155:137:${ADDRESS}`)
    await expect.poll(() => stores.network.getState().chains.eip155.caipNetwork).toBe(polygon)
    unwatch()
  })

  it('[CONN-001] connecting on an unrequested chain holds it by id, then resolveNetwork completes it', async () => {
    const { storage, stores, registry } = setup(createMemoryEvmWallet({ onChain: 'eip155:137' }))
    await connectAdapter(stores, {
      registry,
      storage,
      namespace: 'eip155',
      connectorId: 'io.metamask',
      resolveNetwork: resolveFromCatalogue,
    })
    expect(stores.network.getState().activeNamespace).toBe('eip155')
    expect(stores.account.getState().chains.eip155.caipAddress).toBe(`eip155:137:${ADDRESS}`)
    await expect.poll(() => stores.network.getState().chains.eip155.caipNetwork).toBe(polygon)
  })

  it('accountsChanged with no accounts disconnects the namespace', async () => {
    const { storage, stores, registry, wallet } = setup()
    await connectAdapter(stores, { registry, storage, namespace: 'eip155', connectorId: 'io.metamask' })
    const unwatch = watchAdapterEvents(stores, { registry, storage })
    wallet.emit({ type: 'accountsChanged', accounts: [] })
    expect(stores.account.getState().chains.eip155.status).toBe('disconnected')
    expect(stores.connectors.getState().connectedNamespaces).toEqual([])
    unwatch()
  })
})
