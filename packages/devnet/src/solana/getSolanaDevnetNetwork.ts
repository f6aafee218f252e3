import { type CaipNetwork, defineNetwork } from '@atrium/common'
import { SOLANA_DEVNET_GENESIS_HASH, SOLANA_DEVNET_NETWORK_ID } from './solanaGenesisHash.js'

/** Ports of the local Solana chain in a default devnet (port base 8545 + 20, and + 21 for PubSub). */
export const DEFAULT_SOLANA_PORT = 8565

const DEFAULT_RPC_URL = `http://127.0.0.1:${DEFAULT_SOLANA_PORT}`
const DEFAULT_WS_URL = `ws://127.0.0.1:${DEFAULT_SOLANA_PORT + 1}`

/**
 * The local Solana chain as a network of the catalogue's shape, at the default devnet URLs. It is
 * identified by its fixed genesis hash; the explorer link opens Solana Explorer on the local RPC
 * (a custom cluster), which a browser on this machine can reach.
 */
export const solanaLocalnet = {
  id: SOLANA_DEVNET_GENESIS_HASH.slice(0, 32),
  name: 'Solana Localnet',
  chainNamespace: 'solana',
  caipNetworkId: SOLANA_DEVNET_NETWORK_ID,
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  rpcUrls: {
    default: { http: [DEFAULT_RPC_URL], webSocket: [DEFAULT_WS_URL] },
    chainDefault: { http: [DEFAULT_RPC_URL], webSocket: [DEFAULT_WS_URL] },
  },
  blockExplorers: { default: { name: 'Solana Explorer', url: explorerUrl(DEFAULT_RPC_URL) } },
  assets: { imageId: 'network-solana', imageUrl: undefined },
  testnet: true,
} as const satisfies CaipNetwork<'solana'>

/**
 * The network to configure adapters and the laboratory with for a running local Solana chain:
 * `solanaLocalnet` with the chain's HTTP and WebSocket URLs, so only the URLs differ from a real one.
 *
 * @example
 * const chain = await startSolanaChain({ port: 0 })
 * const adapter = createSolanaAdapter({ networks: [getSolanaDevnetNetwork(chain)] })
 */
export function getSolanaDevnetNetwork(chain: {
  readonly rpcUrl: string
  readonly wsUrl: string
}): CaipNetwork<'solana'> {
  return defineNetwork(solanaLocalnet, {
    rpcUrls: chain.rpcUrl,
    webSocketRpcUrls: chain.wsUrl,
    blockExplorers: { default: { name: 'Solana Explorer', url: explorerUrl(chain.rpcUrl) } },
  })
}

function explorerUrl(rpcUrl: string): string {
  return `https://explorer.solana.com/?cluster=custom&customUrl=${encodeURIComponent(rpcUrl)}`
}
