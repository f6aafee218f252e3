import type { CaipNetwork } from '../CaipNetwork.js'

const RPC_URL = 'https://forno.celo.org'

/** [NET-015] Celo mainnet (chain id 42220). */
export const celo = {
  id: 42220,
  name: 'Celo',
  chainNamespace: 'eip155',
  caipNetworkId: 'eip155:42220',
  nativeCurrency: { name: 'CELO', symbol: 'CELO', decimals: 18 },
  rpcUrls: { default: { http: [RPC_URL] }, chainDefault: { http: [RPC_URL] } },
  blockExplorers: { default: { name: 'Celoscan', url: 'https://celoscan.io' } },
  assets: { imageId: 'network-celo', imageUrl: undefined },
  testnet: false,
} as const satisfies CaipNetwork<'eip155'>
