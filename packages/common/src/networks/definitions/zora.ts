import type { CaipNetwork } from '../CaipNetwork.js'

const RPC_URL = 'https://rpc.zora.energy'

/** [NET-015] Zora mainnet (chain id 7777777). */
export const zora = {
  id: 7777777,
  name: 'Zora',
  chainNamespace: 'eip155',
  caipNetworkId: 'eip155:7777777',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [RPC_URL] }, chainDefault: { http: [RPC_URL] } },
  blockExplorers: { default: { name: 'Zora Explorer', url: 'https://explorer.zora.energy' } },
  assets: { imageId: 'network-zora', imageUrl: undefined },
  testnet: false,
} as const satisfies CaipNetwork<'eip155'>
