import type { CaipNetwork } from '../CaipNetwork.js'

const RPC_URL = 'https://mainnet.aurora.dev'

/** [NET-015] Aurora mainnet (chain id 1313161554). */
export const aurora = {
  id: 1313161554,
  name: 'Aurora',
  chainNamespace: 'eip155',
  caipNetworkId: 'eip155:1313161554',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [RPC_URL] }, chainDefault: { http: [RPC_URL] } },
  blockExplorers: { default: { name: 'Aurorascan', url: 'https://aurorascan.dev' } },
  assets: { imageId: 'network-aurora', imageUrl: undefined },
  testnet: false,
} as const satisfies CaipNetwork<'eip155'>
