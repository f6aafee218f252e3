import { parseUnits } from '@atrium/common'
import type { TokenBalance } from '../blockchainApi/tokenBalanceSchema.js'

/** What the unit readers need of a token: its decimals and balance (a swap asset has them too). */
type TokenQuantity = Pick<TokenBalance, 'quantity'>

/** The decimals of `token`, or `undefined` when its entry holds no usable count. Never throws. */
export function readTokenDecimals(token: TokenQuantity): number | undefined {
  const decimals = Number(token.quantity.decimals)
  return Number.isSafeInteger(decimals) && decimals >= 0 && decimals <= 255 ? decimals : undefined
}

/**
 * `amount` (decimal text in whole units of `token`) as an integer of its smallest unit, or
 * `undefined` when it is not a non-negative decimal within the token's decimals. Bounded: text
 * longer than `MAX_AMOUNT_LENGTH` is refused before parsing. Never throws.
 */
export function readTokenUnits(token: TokenQuantity, amount: string): bigint | undefined {
  const decimals = readTokenDecimals(token)
  const text = amount.trim()
  if (decimals === undefined || text.length === 0 || text.length > MAX_AMOUNT_LENGTH) return undefined
  if (!AMOUNT_PATTERN.test(text)) return undefined
  const fraction = text.split('.')[1] ?? ''
  if (fraction.length > decimals) return undefined
  return parseUnits(text, decimals)
}

/** The balance `token` holds, in its smallest unit; `undefined` for a malformed entry. Never throws. */
export function readTokenBalanceUnits(token: TokenQuantity): bigint | undefined {
  return readTokenUnits(token, token.quantity.numeric)
}

/** Longer amounts are refused unread (hostile input): 78 digits already exceed 2^256. */
export const MAX_AMOUNT_LENGTH = 100

/** What a user may type: digits with at most one decimal point (no sign, no exponent). */
const AMOUNT_PATTERN = /^(?:\d+\.?\d*|\.\d+)$/
