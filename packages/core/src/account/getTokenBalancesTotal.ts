import type { TokenBalance } from '../blockchainApi/tokenBalanceSchema.js'

/**
 * A balance's worth in the requested currency: the API's `value`, or else `price` times the
 * quantity (a wallet's `wallet_getAssets` answer may leave `value` out). Junk counts as 0.
 */
export function getTokenBalanceValue(balance: TokenBalance): number {
  const value = balance.value ?? balance.price * Number(balance.quantity.numeric)
  return Number.isFinite(value) ? value : 0
}

/** The Tokens tab's total: the sum of every balance's `getTokenBalanceValue`. */
export function getTokenBalancesTotal(balances: readonly TokenBalance[]): number {
  return balances.reduce((total, balance) => total + getTokenBalanceValue(balance), 0)
}
