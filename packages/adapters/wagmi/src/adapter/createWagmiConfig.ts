import { type CaipNetwork, InvalidNetworkDefinitionError } from '@atrium/common'
import { createLocalStorage, type StorageBackend } from '@atrium/core'
import type { CoinbaseWalletParameters } from '@wagmi/connectors/coinbaseWallet'
import type { SafeParameters } from '@wagmi/connectors/safe'
import { type Config, type CreateConnectorFn, createConfig, createStorage, type Transport } from '@wagmi/core'
import type { Chain } from 'viem'
import { toViemChain } from '../chains/toViemChain.js'
import { getDefaultConnectors, type WagmiAdapterMetadata } from '../connectors/getDefaultConnectors.js'
import { createRpcTransport } from '../transports/createRpcTransport.js'

/** The key prefix of wagmi's items in storage (`wagmi.store`, `wagmi.recentConnectorId`, …). */
export const WAGMI_STORAGE_KEY = 'wagmi'

export type CreateWagmiAdapterParameters = {
  /**
   * The eip155 networks of the dApp, at least one; the first is the default. Each network's
   * `rpcUrls.default.http` is its transport (several URLs: a fallback). A plain array is taken
   * (`const networks = [mainnet, base]` needs no `as const`); an empty one throws
   * `InvalidNetworkDefinitionError`.
   */
  readonly networks: readonly CaipNetwork<'eip155'>[]
  /** The WalletConnect project id, used by the WalletConnect connector (WalletConnect issue, #5). */
  readonly projectId?: string | undefined
  /** Who the dApp is, for wallets that show it (the Coinbase Wallet SDK). */
  readonly metadata?: WagmiAdapterMetadata | undefined
  /**
   * Where wagmi keeps its connection for reconnects after a reload: `localStorage` by default
   * (read lazily, so creating the adapter on a server is safe). Pass core's `createCookieStorage`
   * (or wagmi's `cookieStorage`) for server rendering, `createMemoryStorage()` in tests.
   */
  readonly storage?: StorageBackend | undefined
  /** Server rendering: wagmi hydrates its stored state on mount (WagmiProvider) or on `reconnect`. */
  readonly ssr?: boolean | undefined
  /** More wagmi connectors, listed after Atrium's own. */
  readonly connectors?: readonly CreateConnectorFn[] | undefined
  /** Offer the generic `window.ethereum` wallet ('Browser Wallet'). Default true. */
  readonly injected?: boolean | undefined
  /** Discover wallets announced through EIP-6963. Default true. */
  readonly multiInjectedProviderDiscovery?: boolean | undefined
  /** Coinbase Wallet SDK options, or `false` to leave it out. Enabled by default; its SDK loads only when chosen. */
  readonly coinbaseWallet?: false | CoinbaseWalletParameters | undefined
  /** Safe connector options, or `false`. Offered only inside an iframe (a Safe app). */
  readonly safe?: false | SafeParameters | undefined
  /** Per chain id, a transport replacing the one built from the network's RPC URLs. */
  readonly transports?: Readonly<Record<number, Transport>> | undefined
  /** How often viem polls (blocks, receipts); viem's 4 s by default. A local devnet wants ~20 ms. */
  readonly pollingInterval?: number | undefined
}

/**
 * Wraps a storage backend so a failing one (quota, disabled storage) never breaks wagmi's state:
 * the failure is logged and the item reads as absent (STORE-019).
 */
function toFailSafeStorage(backend: StorageBackend): StorageBackend {
  const attempt = <value>(action: () => value, fallback: value): value => {
    try {
      return action()
    } catch (error) {
      console.error('Unable to use the wallet connection storage', error)
      return fallback
    }
  }
  return {
    getItem: (key) => attempt(() => backend.getItem(key), null),
    setItem: (key, value) => attempt(() => backend.setItem(key, value), undefined),
    removeItem: (key) => attempt(() => backend.removeItem(key), undefined),
  }
}

function transportOf(network: CaipNetwork<'eip155'>, overrides: CreateWagmiAdapterParameters['transports']) {
  const override = overrides?.[network.id]
  if (override !== undefined) return override
  const [first, ...rest] = network.rpcUrls.default.http
  if (first === undefined) {
    throw new InvalidNetworkDefinitionError({ details: `${network.caipNetworkId} has no HTTP RPC URL` })
  }
  return createRpcTransport({ urls: [first, ...rest] })
}

/** The wagmi config behind the adapter: one chain and one transport per network, Atrium's connectors. */
export function createWagmiConfig(parameters: CreateWagmiAdapterParameters): Config {
  const [first, ...rest] = parameters.networks.map(toViemChain)
  if (first === undefined) {
    throw new InvalidNetworkDefinitionError({
      details: 'createWagmiAdapter needs at least one eip155 network',
    })
  }
  const chains: readonly [Chain, ...Chain[]] = [first, ...rest]
  const transports: Record<number, Transport> = {}
  for (const network of parameters.networks)
    transports[network.id] = transportOf(network, parameters.transports)
  return createConfig({
    chains,
    transports,
    connectors: [
      ...getDefaultConnectors({
        injected: parameters.injected ?? true,
        coinbaseWallet: parameters.coinbaseWallet ?? {},
        safe: parameters.safe ?? {},
        metadata: parameters.metadata,
      }),
      ...(parameters.connectors ?? []),
    ],
    multiInjectedProviderDiscovery: parameters.multiInjectedProviderDiscovery ?? true,
    storage: createStorage({
      key: WAGMI_STORAGE_KEY,
      storage: toFailSafeStorage(parameters.storage ?? createLocalStorage()),
    }),
    ssr: parameters.ssr ?? false,
    ...(parameters.pollingInterval === undefined ? {} : { pollingInterval: parameters.pollingInterval }),
  })
}
