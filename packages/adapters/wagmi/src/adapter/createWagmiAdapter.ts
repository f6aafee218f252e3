import {
  type CaipNetwork,
  type CaipNetworkId,
  formatUnits,
  NetworkNotFoundError,
  ResourceNotFoundRpcError,
  UnauthorizedProviderError,
} from '@atrium/common'
import type { AdapterEvent, AdapterSession, ChainAdapter, WalletDescriptor } from '@atrium/core'
import {
  type Config,
  type Connection,
  type Connector,
  connect,
  disconnect,
  estimateGas,
  getBalance,
  reconnect,
  sendTransaction,
  signMessage,
  switchChain,
} from '@wagmi/core'
import { listWalletDescriptors } from '../connectors/listWalletDescriptors.js'
import { addAnnouncedConnectors, watchAnnouncedWallets } from '../connectors/watchAnnouncedWallets.js'
import { toSwitchNetworkError, toWagmiAdapterError } from '../errors/toWagmiAdapterError.js'
import { createSessionTracker } from '../session/createSessionTracker.js'
import { toAdapterSession } from '../session/toAdapterSession.js'
import { type CreateWagmiAdapterParameters, createWagmiConfig } from './createWagmiConfig.js'
import { readTransaction, requireAccountOf } from './readTransaction.js'
import { toAddEthereumChainParameter } from './toAddEthereumChainParameter.js'

/** The optional `ChainAdapter` abilities the wagmi adapter has: all of them. */
type WagmiAdapterAbilities = Required<
  Pick<
    ChainAdapter<'eip155'>,
    'reconnect' | 'switchNetwork' | 'getBalance' | 'signMessage' | 'sendTransaction' | 'estimateGas' | 'ping'
  >
>

/** What `createWagmiAdapter` returns: core's `ChainAdapter` for eip155, plus wagmi's config. */
export type WagmiAdapter = ChainAdapter<'eip155'> &
  WagmiAdapterAbilities & {
    /** The @wagmi/core config: pass it to `<WagmiProvider config={…}>` so the dApp's wagmi hooks share the connection. */
    readonly wagmiConfig: Config
    /** The networks the adapter was created with. */
    readonly networks: readonly CaipNetwork<'eip155'>[]
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
 * balance, sign, send, estimate gas, ping) and the `wagmiConfig` the dApp hands to wagmi's
 * `WagmiProvider`, so Atrium's modal and the dApp's own wagmi hooks share one connection.
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
  const connectionOf = (connector: Connector): Connection | undefined =>
    [...config.state.connections.values()].find((connection) => connection.connector.uid === connector.uid)
  const currentConnection = (): Connection | undefined =>
    config.state.current === null ? undefined : config.state.connections.get(config.state.current)
  const requireConnection = (): Connection => {
    const connection = currentConnection()
    if (connection === undefined) throw new UnauthorizedProviderError({ details: 'No wallet is connected' })
    return connection
  }
  const sessionOf = (connection: Connection | undefined): AdapterSession<'eip155'> | undefined => {
    const session = connection === undefined ? undefined : toAdapterSession(connection)
    tracker.setReported(session === undefined ? undefined : connection)
    return session
  }
  /** Runs a wagmi call, wrapping what it throws once (STYLE §6). */
  const wrap = async <result>(action: () => Promise<result>): Promise<result> => {
    try {
      return await action()
    } catch (error) {
      throw toWagmiAdapterError(error)
    }
  }

  const adapter: WagmiAdapter = {
    namespace: 'eip155',
    wagmiConfig: config,
    networks,
    listWallets: () => wallets,

    connect: async ({ connectorId, networkId }) => {
      await hydrate()
      const connector = findConnector(connectorId)
      if (connector === undefined) {
        throw new ResourceNotFoundRpcError({
          details: `No wallet with id "${connectorId}"`,
          meta: { connectorId },
        })
      }
      const wanted = networkId === undefined ? undefined : findNetwork(networkId)
      return tracker.quietly(async () => {
        if (connectionOf(connector) === undefined || config.state.current !== connector.uid) {
          await wrap(() => connect(config, { connector }))
        }
        // One session per namespace: a wallet connected before this one is let go. Failing to
        // release it must not fail the connection the user just approved.
        for (const other of [...config.state.connections.values()]) {
          if (other.connector.uid !== connector.uid)
            await disconnect(config, { connector: other.connector }).catch(() => undefined)
        }
        const connection = connectionOf(connector)
        // A wallet on a chain the dApp does not support is asked, once, for the requested network.
        // If it declines, the session stays on its chain and core shows the unsupported-chain view.
        if (
          wanted !== undefined &&
          connection !== undefined &&
          !networks.some((entry) => entry.id === connection.chainId)
        ) {
          await switchChain(config, {
            chainId: wanted.id,
            connector,
            addEthereumChainParameter: toAddEthereumChainParameter(wanted),
          }).catch(() => undefined)
        }
        const session = sessionOf(connectionOf(connector))
        if (session === undefined)
          throw new UnauthorizedProviderError({ details: 'The wallet returned no account' })
        return session
      })
    },

    disconnect: async ({ connectorId }) => {
      const connector = findConnector(connectorId)
      if (connector === undefined) return
      await tracker.quietly(async () => {
        try {
          await disconnect(config, { connector })
        } catch (error) {
          const wrapped = toWagmiAdapterError(error)
          // The wallet vanished (extension removed): its session is over all the same.
          if (wrapped.code !== 'RPC_RESOURCE_NOT_FOUND') throw wrapped
          config._internal.events.disconnect({ uid: connector.uid })
        }
      })
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
          await wrap(() => reconnect(config, { connectors: [connector] }))
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
      try {
        await switchChain(config, {
          chainId: network.id,
          connector: connection.connector,
          addEthereumChainParameter: toAddEthereumChainParameter(network),
        })
      } catch (error) {
        throw toSwitchNetworkError(error)
      }
    },

    getBalance: async ({ caipAddress }) => {
      const { address, chainId } = requireAccountOf(caipAddress, networks)
      const balance = await wrap(() => getBalance(config, { address, chainId }))
      return { balance: formatUnits(balance.value, balance.decimals), symbol: balance.symbol }
    },

    signMessage: async ({ caipAddress, message }) => {
      const connection = requireConnection()
      const { address } = requireAccountOf(caipAddress, networks, connection)
      return wrap(() => signMessage(config, { account: address, message, connector: connection.connector }))
    },

    sendTransaction: async (transaction) => {
      const connection = requireConnection()
      const request = readTransaction(transaction, networks, connection)
      return wrap(() => sendTransaction(config, { ...request, connector: connection.connector }))
    },

    estimateGas: async (transaction) => {
      const request = readTransaction(transaction, networks, currentConnection())
      return wrap(() => estimateGas(config, request))
    },

    ping: async () => {
      const connection = requireConnection()
      const accounts = await wrap(() => connection.connector.getAccounts())
      if (accounts.length === 0)
        throw new UnauthorizedProviderError({ details: 'The wallet holds no account for this dApp' })
    },
  }
  return adapter
}
