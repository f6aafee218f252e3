import type { CaipNetwork } from '../CaipNetwork.js'

const RPC_URL = 'https://api.mainnet-beta.solana.com'

/** [NET-015] Solana mainnet-beta, identified by its genesis hash. */
export const solana = {
  id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  name: 'Solana',
  chainNamespace: 'solana',
  caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  rpcUrls: { default: { http: [RPC_URL] }, chainDefault: { http: [RPC_URL] } },
  blockExplorers: { default: { name: 'Solscan', url: 'https://solscan.io' } },
  assets: { imageId: 'network-solana', imageUrl: undefined },
  testnet: false,
} as const satisfies CaipNetwork<'solana'>
