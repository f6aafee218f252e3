import type { CaipNetwork } from '../CaipNetwork.js'

const RPC_URL = 'https://rpc.gnosischain.com'

/** [NET-015] Gnosis Chain (chain id 100). */
export const gnosis = {
  id: 100,
  name: 'Gnosis',
  chainNamespace: 'eip155',
  caipNetworkId: 'eip155:100',
  nativeCurrency: { name: 'xDAI', symbol: 'XDAI', decimals: 18 },
  rpcUrls: { default: { http: [RPC_URL] }, chainDefault: { http: [RPC_URL] } },
  blockExplorers: { default: { name: 'Gnosisscan', url: 'https://gnosisscan.io' } },
  assets: { imageId: 'network-gnosis', imageUrl: undefined },
  testnet: false,
} as const satisfies CaipNetwork<'eip155'>
