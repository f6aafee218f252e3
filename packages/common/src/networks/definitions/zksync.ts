import type { CaipNetwork } from '../CaipNetwork.js'

const RPC_URL = 'https://mainnet.era.zksync.io'

/** [NET-015] zkSync Era mainnet (chain id 324). */
export const zksync = {
  id: 324,
  name: 'zkSync Era',
  chainNamespace: 'eip155',
  caipNetworkId: 'eip155:324',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [RPC_URL] }, chainDefault: { http: [RPC_URL] } },
  blockExplorers: { default: { name: 'zkSync Explorer', url: 'https://explorer.zksync.io' } },
  assets: { imageId: 'network-zksync', imageUrl: undefined },
  testnet: false,
} as const satisfies CaipNetwork<'eip155'>
