import type { CaipNetwork } from '../CaipNetwork.js'

const RPC_URL = 'https://mempool.space/api'

/** [NET-015] Bitcoin mainnet (BIP-122 id: the first 32 hex characters of the genesis block hash). The RPC URL is an Esplora-compatible REST API. */
export const bitcoin = {
  id: '000000000019d6689c085ae165831e93',
  name: 'Bitcoin',
  chainNamespace: 'bip122',
  caipNetworkId: 'bip122:000000000019d6689c085ae165831e93',
  nativeCurrency: { name: 'Bitcoin', symbol: 'BTC', decimals: 8 },
  rpcUrls: { default: { http: [RPC_URL] }, chainDefault: { http: [RPC_URL] } },
  blockExplorers: { default: { name: 'Mempool', url: 'https://mempool.space' } },
  assets: { imageId: 'network-bitcoin', imageUrl: undefined },
  testnet: false,
} as const satisfies CaipNetwork<'bip122'>
