import type { CaipNetwork } from '../CaipNetwork.js'

const RPC_URL = 'https://bsc-dataseed.bnbchain.org'

/** [NET-015] BNB Smart Chain mainnet (chain id 56). */
export const bsc = {
  id: 56,
  name: 'BNB Smart Chain',
  chainNamespace: 'eip155',
  caipNetworkId: 'eip155:56',
  nativeCurrency: { name: 'BNB', symbol: 'BNB', decimals: 18 },
  rpcUrls: { default: { http: [RPC_URL] }, chainDefault: { http: [RPC_URL] } },
  blockExplorers: { default: { name: 'BscScan', url: 'https://bscscan.com' } },
  assets: { imageId: 'network-bsc', imageUrl: undefined },
  testnet: false,
} as const satisfies CaipNetwork<'eip155'>
