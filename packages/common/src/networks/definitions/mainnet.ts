import type { CaipNetwork } from '../CaipNetwork.js'

const RPC_URL = 'https://eth.merkle.io'

/** [NET-014] Ethereum mainnet (chain id 1). */
export const mainnet = {
  id: 1,
  name: 'Ethereum',
  chainNamespace: 'eip155',
  caipNetworkId: 'eip155:1',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [RPC_URL] }, chainDefault: { http: [RPC_URL] } },
  blockExplorers: { default: { name: 'Etherscan', url: 'https://etherscan.io' } },
  assets: { imageId: 'network-ethereum', imageUrl: undefined },
  testnet: false,
} as const satisfies CaipNetwork<'eip155'>
