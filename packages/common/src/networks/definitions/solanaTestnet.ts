import type { CaipNetwork } from '../CaipNetwork.js'

const RPC_URL = 'https://api.testnet.solana.com'

/** [NET-015] Solana testnet, identified by its genesis hash. The explorer URL carries the cluster as a query. */
export const solanaTestnet = {
  id: '4uhcVJyU9pJkvQyS88uRDiswHXSRkVjn',
  name: 'Solana Testnet',
  chainNamespace: 'solana',
  caipNetworkId: 'solana:4uhcVJyU9pJkvQyS88uRDiswHXSRkVjn',
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  rpcUrls: { default: { http: [RPC_URL] }, chainDefault: { http: [RPC_URL] } },
  blockExplorers: {
    default: { name: 'Solana Explorer', url: 'https://explorer.solana.com/?cluster=testnet' },
  },
  assets: { imageId: 'network-solana', imageUrl: undefined },
  testnet: true,
} as const satisfies CaipNetwork<'solana'>
