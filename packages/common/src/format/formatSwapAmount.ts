import { SWAP_DESTINATION_MAX_DECIMALS } from '../constants/swap.js'
import { toPlainDecimal } from './toPlainDecimal.js'
import { truncatePlainDecimal } from './truncatePlainDecimal.js'

/**
 * [SWAP-027] A swap destination amount for display: at most 6 decimals. Truncated rather than
 * rounded so the amount shown is never more than the quote. Junk shows as '0'. Never throws.
 *
 * @example
 * formatSwapAmount('3012.123456789') // '3012.123456'
 */
export function formatSwapAmount(value: unknown): string {
  const decimal = toPlainDecimal(value)
  return decimal === undefined ? '0' : truncatePlainDecimal(decimal, SWAP_DESTINATION_MAX_DECIMALS)
}
