import { type CaipNetwork, type DefineNetworkErrorType, defineNetwork } from '@atrium/common'
import { DEFAULT_BITCOIN_PORT } from './resolveBitcoinPort.js'

/** CAIP-2 reference of regtest: the first 32 hex characters of Bitcoin Core's regtest genesis hash. */
export const BITCOIN_REGTEST_CHAIN_REFERENCE = '0f9188f13cb7b2c71f2a335e3a4fc328'

/** CAIP-2 id of the local Bitcoin chain. */
export const BITCOIN_REGTEST_NETWORK_ID = `bip122:${BITCOIN_REGTEST_CHAIN_REFERENCE}` as const

const DEFAULT_URL = `http://127.0.0.1:${DEFAULT_BITCOIN_PORT}`

/**
 * Bitcoin regtest as a network of the catalogue's shape, at the default devnet URL. Its RPC URL is
 * an Esplora REST API, as for the catalogue's Bitcoin networks; the explorer link points at the
 * same API, which answers `/tx/:txid` and `/address/:address` with JSON.
 */
export const bitcoinRegtest = {
  id: BITCOIN_REGTEST_CHAIN_REFERENCE,
  name: 'Bitcoin Regtest',
  chainNamespace: 'bip122',
  caipNetworkId: BITCOIN_REGTEST_NETWORK_ID,
  nativeCurrency: { name: 'Bitcoin', symbol: 'BTC', decimals: 8 },
  rpcUrls: { default: { http: [DEFAULT_URL] }, chainDefault: { http: [DEFAULT_URL] } },
  blockExplorers: { default: { name: 'Esplora (devnet)', url: DEFAULT_URL } },
  assets: { imageId: 'network-bitcoin', imageUrl: undefined },
  testnet: true,
} as const satisfies CaipNetwork<'bip122'>

export type GetBitcoinDevnetNetworkParameters = {
  /** The chain's Esplora base URL (`DevnetBitcoinChain.url`). */
  readonly url: string
}

export type GetBitcoinDevnetNetworkReturnType = CaipNetwork<'bip122'>

export type GetBitcoinDevnetNetworkErrorType = DefineNetworkErrorType

/**
 * The network to configure adapters and the laboratory with for a running local Bitcoin chain:
 * `bitcoinRegtest` with the chain's Esplora URL, so only the URL differs from a real network.
 *
 * @example
 * const chain = await startBitcoinChain({ port: 0 })
 * const adapter = createBitcoinAdapter({ networks: [getBitcoinDevnetNetwork(chain)] })
 * @throws InvalidNetworkDefinitionError when `url` is not an http(s) URL.
 */
export function getBitcoinDevnetNetwork(
  chain: GetBitcoinDevnetNetworkParameters,
): GetBitcoinDevnetNetworkReturnType {
  return defineNetwork(bitcoinRegtest, {
    rpcUrls: chain.url,
    blockExplorers: { default: { name: 'Esplora (devnet)', url: chain.url } },
  })
}
