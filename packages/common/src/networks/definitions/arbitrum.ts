import type { CaipNetwork } from '../CaipNetwork.js'

const RPC_URL = 'https://arb1.arbitrum.io/rpc'

/** [NET-014] Arbitrum One (chain id 42161). */
export const arbitrum = {
  id: 42161,
  name: 'Arbitrum One',
  chainNamespace: 'eip155',
  caipNetworkId: 'eip155:42161',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [RPC_URL] }, chainDefault: { http: [RPC_URL] } },
  blockExplorers: { default: { name: 'Arbiscan', url: 'https://arbiscan.io' } },
  assets: { imageId: 'network-arbitrum', imageUrl: undefined },
  testnet: false,
} as const satisfies CaipNetwork<'eip155'>
