import type { CaipNetwork } from '../CaipNetwork.js'

const RPC_URL = 'https://polygon-rpc.com'

/** [NET-014] Polygon PoS mainnet (chain id 137). */
export const polygon = {
  id: 137,
  name: 'Polygon',
  chainNamespace: 'eip155',
  caipNetworkId: 'eip155:137',
  nativeCurrency: { name: 'POL', symbol: 'POL', decimals: 18 },
  rpcUrls: { default: { http: [RPC_URL] }, chainDefault: { http: [RPC_URL] } },
  blockExplorers: { default: { name: 'PolygonScan', url: 'https://polygonscan.com' } },
  assets: { imageId: 'network-polygon', imageUrl: undefined },
  testnet: false,
} as const satisfies CaipNetwork<'eip155'>
