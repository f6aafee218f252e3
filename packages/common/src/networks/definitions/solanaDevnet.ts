import type { CaipNetwork } from '../CaipNetwork.js'

const RPC_URL = 'https://api.devnet.solana.com'

/** [NET-015] Solana devnet, identified by its genesis hash. The explorer URL carries the cluster as a query. */
export const solanaDevnet = {
  id: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  name: 'Solana Devnet',
  chainNamespace: 'solana',
  caipNetworkId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  rpcUrls: { default: { http: [RPC_URL] }, chainDefault: { http: [RPC_URL] } },
  blockExplorers: {
    default: { name: 'Solana Explorer', url: 'https://explorer.solana.com/?cluster=devnet' },
  },
  assets: { imageId: 'network-solana', imageUrl: undefined },
  testnet: true,
} as const satisfies CaipNetwork<'solana'>
