import type { TokenBalance } from '../blockchainApi/tokenBalanceSchema.js'

/** Token balances the account tests store and load. Test-only. */
export const ETH_BALANCE: TokenBalance = {
  name: 'Ether',
  symbol: 'ETH',
  chainId: 'eip155:1',
  value: 3000,
  price: 3000,
  quantity: { decimals: '18', numeric: '1' },
  iconUrl: 'https://x/eth.png',
}

/** An NFT-like entry: quantity decimals '0' (ACCT-010). */
export const NFT_BALANCE: TokenBalance = {
  ...ETH_BALANCE,
  name: 'Punk',
  symbol: 'PUNK',
  address: 'eip155:1:0xb47e',
  quantity: { decimals: '0', numeric: '1' },
}
