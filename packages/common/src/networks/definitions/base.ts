import type { CaipNetwork } from '../CaipNetwork.js'

const RPC_URL = 'https://mainnet.base.org'

/** [NET-014] Base mainnet (chain id 8453). */
export const base = {
  id: 8453,
  name: 'Base',
  chainNamespace: 'eip155',
  caipNetworkId: 'eip155:8453',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [RPC_URL] }, chainDefault: { http: [RPC_URL] } },
  blockExplorers: { default: { name: 'Basescan', url: 'https://basescan.org' } },
  assets: { imageId: 'network-base', imageUrl: undefined },
  testnet: false,
} as const satisfies CaipNetwork<'eip155'>
