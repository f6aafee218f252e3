import type { SwapAsset } from './createSwapStore.js'

export const SWAP_ETH: SwapAsset = {
  name: 'Ether',
  symbol: 'ETH',
  address: 'eip155:1:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
  decimals: 18,
  logoUri: undefined,
  quantity: { decimals: '18', numeric: '2' },
  price: 3000,
}

export const SWAP_DUSD: SwapAsset = {
  name: 'Devnet Dollar',
  symbol: 'DUSD',
  address: 'eip155:1:0x5FbDB2315678afecb367f032d93F642f64180aa3',
  decimals: 6,
  logoUri: undefined,
  quantity: { decimals: '6', numeric: '100' },
  price: 1,
}
