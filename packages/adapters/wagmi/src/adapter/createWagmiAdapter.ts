import { type CaipNetwork, type CaipNetworkId, CONNECTOR_IDS, NetworkNotFoundError } from '@atrium/common'
import type {
  AdapterEvent,
  AdapterSession,
  ChainAdapterWith,
  EmbeddedWallet,
  WalletDescriptor,
} from '@atrium/core'
import { type Config, type Connection, type Connector, reconnect } from '@wagmi/core'
import { listWalletDescriptors } from '../connectors/listWalletDescriptors.js'
import { addAnnouncedConnectors, watchAnnouncedWallets } from '../connectors/watchAnnouncedWallets.js'
import { createSessionTracker } from '../session/createSessionTracker.js'
import { toAdapterSession } from '../session/toAdapterSession.js'
import { type CreateWagmiAdapterParameters, createWagmiConfig } from './createWagmiConfig.js'
import { getConnectionOf } from './getConnectionOf.js'
import { wrapWagmiCall } from './wrapWagmiCall.js'

/** What `createWagmiAdapter` returns: core's `ChainAdapter` for eip155, plus wagmi's config. */
export type WagmiAdapter = ChainAdapterWith<'eip155'> & {
  /** The @wagmi/core config: pass it to `<WagmiProvider config={…}>` so the dApp's wagmi hooks share the connection. */
  readonly wagmiConfig: Config
  /** The networks the adapter was created with. */
  readonly networks: readonly CaipNetwork<'eip155'>[]
  attachEmbeddedWallet(wallet: EmbeddedWallet): Promise<void>
}

/** Waits until wagmi is neither connecting nor reconnecting (another caller may be reconnecting). */
async function settled(config: Config): Promise<void> {
  const busy = () => config.state.status === 'connecting' || config.state.status === 'reconnecting'
  if (!busy()) return
  await new Promise<void>((resolve) => {
    const unsubscribe = config.subscribe(
      (state) => state.status,
      () => {
        if (busy()) return
        unsubscribe()
        resolve()
      },
    )
  })
}

/**
 * Creates Atrium's eip155 adapter on wagmi 3 and viem 2: core's `ChainAdapter` (connect,
 * reconnect without a prompt, disconnect, events, switch network with add-chain on 4902, native
 * balance, sign, send, estimate gas, gas price, address check, ERC20 transfers, block number and
 * receipts, ping, EIP-5792 batches with their status, ERC-7811 wallet assets) and the `wagmiConfig` the dApp hands to wagmi's
 * `WagmiProvider`, so Atrium's modal and the dApp's own wagmi hooks share one connection.
 *
 * Only creating, reconnecting and watching are start-up code: what serves a user's action (connect,
 * disconnect, switch, balance, sign, send, estimate) is imported on its first use, so wagmi's and
 * viem's action code loads with it, not with the page.
 *
 * Wallets: EIP-6963 announced ones (deduplicated by rdns, late announcements reported with
 * `connectorsChanged`), the generic injected 'Browser Wallet', Coinbase Wallet (SDK loaded only
 * when chosen) and Safe inside a Safe app iframe. Every rejection is a coded `AtriumError`.
 *
 * @example
 * const adapter = createWagmiAdapter({ networks: [mainnet, optimism, base], projectId })
 * createAppKit({ adapters: [adapter], networks: [mainnet, optimism, base], projectId })
 * // <WagmiProvider config={adapter.wagmiConfig}>…</WagmiProvider>
 */
export function createWagmiAdapter(parameters: CreateWagmiAdapterParameters): WagmiAdapter {
  const config = createWagmiConfig(parameters)
  const networks = [...parameters.networks]
  const listeners = new Set<(event: AdapterEvent<'eip155'>) => void>()
  const emit = (event: AdapterEvent<'eip155'>) => {
    for (const listener of [...listeners]) listener(event)
  }
  const tracker = createSessionTracker(config, emit)

  let wallets: readonly WalletDescriptor[] = listWalletDescriptors(config)
  let walletsKey = JSON.stringify(wallets)
  const refreshWallets = () => {
    const next = listWalletDescriptors(config)
    const key = JSON.stringify(next)
    if (key === walletsKey) return
    wallets = next
    walletsKey = key
    emit({ type: 'connectorsChanged', wallets })
  }
  config._internal.connectors.subscribe(refreshWallets)
  watchAnnouncedWallets(config, refreshWallets)

  /** With `ssr`, wagmi waits for WagmiProvider to load its stored state; without React, do it here. */
  const hydrate = async () => {
    const { persist } = config._internal.store as unknown as {
      persist: { hasHydrated(): boolean; rehydrate(): Promise<void> | void }
    }
    if (config._internal.ssr && !persist.hasHydrated()) await persist.rehydrate()
    addAnnouncedConnectors(config)
  }

  const findNetwork = (networkId: CaipNetworkId<'eip155'>): CaipNetwork<'eip155'> => {
    const network = networks.find((entry) => entry.caipNetworkId === networkId)
    if (network === undefined)
      throw new NetworkNotFoundError({ details: `${networkId} is not a configured network` })
    return network
  }
  const findConnector = (connectorId: string): Connector | undefined =>
    config.connectors.find((connector) => connector.id === connectorId)
  const connectionOf = (connector: Connector): Connection | undefined => getConnectionOf(config, connector)
  const currentConnection = (): Connection | undefined =>
    config.state.current === null ? undefined : config.state.connections.get(config.state.current)
  const sessionOf = (connection: Connection | undefined): AdapterSession<'eip155'> | undefined => {
    const session = connection === undefined ? undefined : toAdapterSession(connection)
    tracker.setReported(session === undefined ? undefined : connection)
    return session
  }
  /** Imports the wallet operations on the first one; a failed load is wrapped like a failed call. */
  const loadOperations = () => wrapWagmiCall(() => import('./walletOperations.js'))

  const adapter: WagmiAdapter = {
    namespace: 'eip155',
    wagmiConfig: config,
    networks,
    listWallets: () => wallets,

    attachEmbeddedWallet: async (wallet) => {
      // The connector's code loads with the first sign-in (or a stored embedded session), not the page.
      const { createEmbeddedWalletConnector } = await import('../connectors/createEmbeddedWalletConnector.js')
      if (findConnector(CONNECTOR_IDS.AUTH) !== undefined) return
      const { connectors } = config._internal
      connectors.setState((current) => [...current, connectors.setup(createEmbeddedWalletConnector(wallet))])
    },

    connect: async ({ connectorId, networkId }) => {
      await hydrate()
      const wanted = networkId === undefined ? undefined : findNetwork(networkId)
      const { connectWallet } = await loadOperations()
      return tracker.quietly(() =>
        connectWallet(config, {
          connector: findConnector(connectorId),
          connectorId,
          wanted,
          networks,
          readSession: (connector) => sessionOf(connectionOf(connector)),
        }),
      )
    },

    disconnect: async ({ connectorId }) => {
      const connector = findConnector(connectorId)
      if (connector === undefined) return
      const { disconnectWallet } = await loadOperations()
      await tracker.quietly(() => disconnectWallet(config, connector))
      if (currentConnection() === undefined) tracker.setReported(undefined)
    },

    subscribe: (listener) => {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },

    reconnect: async ({ connectorId }) => {
      await hydrate()
      const connector = findConnector(connectorId)
      if (connector === undefined) return undefined
      return tracker.quietly(async () => {
        if (config.state.status !== 'connected' || connectionOf(connector) === undefined) {
          await wrapWagmiCall(() => reconnect(config, { connectors: [connector] }))
          await settled(config)
        }
        return sessionOf(connectionOf(connector))
      })
    },

    switchNetwork: async ({ networkId }) => {
      const network = findNetwork(networkId)
      const connection = currentConnection()
      if (connection === undefined) {
        // Nothing connected: only the chain wagmi reads from changes (what the dApp's hooks use).
        config.setState((state) => ({ ...state, chainId: network.id }))
        return
      }
      if (connection.chainId === network.id) return
      const { switchWalletChain } = await loadOperations()
      await switchWalletChain(config, { connector: connection.connector, network })
    },

    getBalance: async ({ caipAddress }) => {
      const { readNativeBalance } = await loadOperations()
      return readNativeBalance(config, { caipAddress, networks })
    },

    signMessage: async ({ caipAddress, message }) => {
      const connection = currentConnection()
      const { signWalletMessage } = await loadOperations()
      return signWalletMessage(config, { connection, caipAddress, message, networks })
    },

    sendTransaction: async (transaction) => {
      const connection = currentConnection()
      const { sendWalletTransaction } = await loadOperations()
      return sendWalletTransaction(config, { connection, transaction, networks })
    },

    estimateGas: async (transaction) => {
      const connection = currentConnection()
      const { estimateTransactionGas } = await loadOperations()
      return estimateTransactionGas(config, { connection, transaction, networks })
    },

    getGasPrice: async ({ networkId }) => {
      const { readGasPrice } = await loadOperations()
      return readGasPrice(config, { networkId, networks })
    },

    isAddress: async ({ address }) => {
      const { isEvmAddress } = await loadOperations()
      return isEvmAddress(address)
    },

    buildTokenTransfer: async (transfer) => {
      const { buildErc20Transfer } = await loadOperations()
      return buildErc20Transfer(transfer)
    },

    getBlockNumber: async ({ networkId }) => {
      const { readBlockNumber } = await loadOperations()
      return readBlockNumber(config, { networkId, networks })
    },

    waitForTransactionReceipt: async ({ networkId, hash, timeout }) => {
      const { awaitTransactionReceipt } = await loadOperations()
      return awaitTransactionReceipt(config, { networkId, hash, timeout, networks })
    },

    ping: async () => {
      const connection = currentConnection()
      const { pingWallet } = await loadOperations()
      await pingWallet(connection)
    },

    sendCalls: async (batch) => {
      const connection = currentConnection()
      const { sendWalletCalls } = await loadOperations()
      return sendWalletCalls(config, { connection, batch, networks })
    },

    getCallsStatus: async ({ id }) => {
      const connection = currentConnection()
      const { readCallsStatus } = await loadOperations()
      return readCallsStatus(config, { connection, id })
    },

    waitForCallsStatus: async ({ id, timeout }) => {
      const connection = currentConnection()
      const { awaitCallsStatus } = await loadOperations()
      return awaitCallsStatus(config, { connection, id, timeout })
    },

    getWalletAssets: async ({ caipAddress }) => {
      const connection = currentConnection()
      const { readWalletAssets } = await loadOperations()
      return readWalletAssets(config, { connection, caipAddress, networks })
    },
  }
  return adapter
}
