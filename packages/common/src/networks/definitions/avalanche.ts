import type { CaipNetwork } from '../CaipNetwork.js'

const RPC_URL = 'https://api.avax.network/ext/bc/C/rpc'

/** [NET-014] Avalanche C-Chain (chain id 43114). */
export const avalanche = {
  id: 43114,
  name: 'Avalanche',
  chainNamespace: 'eip155',
  caipNetworkId: 'eip155:43114',
  nativeCurrency: { name: 'Avalanche', symbol: 'AVAX', decimals: 18 },
  rpcUrls: { default: { http: [RPC_URL] }, chainDefault: { http: [RPC_URL] } },
  blockExplorers: { default: { name: 'SnowTrace', url: 'https://snowtrace.io' } },
  assets: { imageId: 'network-avalanche', imageUrl: undefined },
  testnet: false,
} as const satisfies CaipNetwork<'eip155'>
