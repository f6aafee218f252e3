import { type CaipNetwork, defineNetwork } from '@atrium/common'
import type { DevnetPolkadotChain } from './startPolkadotChain.js'

/**
 * The local Polkadot chain as an Atrium network, so adapters and the laboratory configure it
 * exactly like a real chain (only the URLs differ): 'Rococo Asset Hub (local)', identified by the
 * genesis hash chopsticks reports, with the chain's token, its WebSocket endpoint as the default
 * and its HTTP JSON-RPC endpoint. A local chain has no block explorer: its URL is empty, which
 * Atrium's views treat as none.
 */
export function getPolkadotDevnetNetwork(
  chain: Pick<
    DevnetPolkadotChain,
    'name' | 'networkId' | 'tokenSymbol' | 'tokenDecimals' | 'wsUrl' | 'httpUrl'
  >,
): CaipNetwork<'polkadot'> {
  const endpoints = { http: [chain.httpUrl], webSocket: [chain.wsUrl] }
  const network: CaipNetwork<'polkadot'> = {
    id: chain.networkId.slice('polkadot:'.length),
    name: `${chain.name} (local)`,
    chainNamespace: 'polkadot',
    caipNetworkId: chain.networkId,
    nativeCurrency: { name: 'Rococo', symbol: chain.tokenSymbol, decimals: chain.tokenDecimals },
    rpcUrls: { default: endpoints, chainDefault: endpoints },
    blockExplorers: { default: { name: `${chain.name} (local)`, url: '' } },
    assets: { imageId: undefined, imageUrl: undefined },
    testnet: true,
  }
  return defineNetwork(network, { rpcUrls: chain.httpUrl, webSocketRpcUrls: chain.wsUrl })
}
