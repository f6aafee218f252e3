import type { CaipNetwork } from '../CaipNetwork.js'

const RPC_URL = 'https://mempool.space/testnet/api'

/** [NET-015] Bitcoin testnet3 (BIP-122 id of its genesis block). The RPC URL is an Esplora-compatible REST API. */
export const bitcoinTestnet = {
  id: '000000000933ea01ad0ee984209779ba',
  name: 'Bitcoin Testnet',
  chainNamespace: 'bip122',
  caipNetworkId: 'bip122:000000000933ea01ad0ee984209779ba',
  nativeCurrency: { name: 'Testnet Bitcoin', symbol: 'tBTC', decimals: 8 },
  rpcUrls: { default: { http: [RPC_URL] }, chainDefault: { http: [RPC_URL] } },
  blockExplorers: { default: { name: 'Mempool', url: 'https://mempool.space/testnet' } },
  assets: { imageId: 'network-bitcoin', imageUrl: undefined },
  testnet: true,
} as const satisfies CaipNetwork<'bip122'>
