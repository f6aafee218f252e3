import { isNumber, isObjectWith, isOptional, isString } from '../storage/shapeGuards.js'
import type { TokenBalance } from './tokenBalanceSchema.js'

/** [STORE-013] A cached token balance: the shape `tokenBalanceSchema` gives, checked without zod. */
export const isTokenBalance = isObjectWith<TokenBalance>({
  name: isString,
  symbol: isString,
  chainId: isString,
  address: isOptional(isString),
  value: isOptional(isNumber),
  price: isNumber,
  quantity: isObjectWith<TokenBalance['quantity']>({ decimals: isString, numeric: isString }),
  iconUrl: isString,
})
