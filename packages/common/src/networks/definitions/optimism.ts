import type { CaipNetwork } from '../CaipNetwork.js'

const RPC_URL = 'https://mainnet.optimism.io'

/** [NET-014] OP Mainnet (Optimism) (chain id 10). */
export const optimism = {
  id: 10,
  name: 'OP Mainnet',
  chainNamespace: 'eip155',
  caipNetworkId: 'eip155:10',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [RPC_URL] }, chainDefault: { http: [RPC_URL] } },
  blockExplorers: { default: { name: 'Optimism Explorer', url: 'https://optimistic.etherscan.io' } },
  assets: { imageId: 'network-optimism', imageUrl: undefined },
  testnet: false,
} as const satisfies CaipNetwork<'eip155'>
