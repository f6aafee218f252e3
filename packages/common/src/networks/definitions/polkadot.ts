import type { CaipNetwork } from '../CaipNetwork.js'

const RPC_URL = 'https://rpc.polkadot.io'
const WEB_SOCKET_URL = 'wss://rpc.polkadot.io'

/** [NET-015] Polkadot relay chain (CAIP-13 id: the first 32 hex characters of the genesis hash). */
export const polkadot = {
  id: '91b171bb158e2d3848fa23a9f1c25182',
  name: 'Polkadot',
  chainNamespace: 'polkadot',
  caipNetworkId: 'polkadot:91b171bb158e2d3848fa23a9f1c25182',
  nativeCurrency: { name: 'Polkadot', symbol: 'DOT', decimals: 10 },
  rpcUrls: {
    default: { http: [RPC_URL], webSocket: [WEB_SOCKET_URL] },
    chainDefault: { http: [RPC_URL], webSocket: [WEB_SOCKET_URL] },
  },
  blockExplorers: { default: { name: 'Subscan', url: 'https://polkadot.subscan.io' } },
  assets: { imageId: 'network-polkadot', imageUrl: undefined },
  testnet: false,
} as const satisfies CaipNetwork<'polkadot'>
