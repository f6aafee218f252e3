import { BALANCE_DISPLAY_DECIMALS } from '../constants/ui.js'
import { toPlainDecimal } from './toPlainDecimal.js'
import { truncatePlainDecimal } from './truncatePlainDecimal.js'

/**
 * [UI-010] A balance for display: truncated (never rounded) to 3 decimals, trailing zeros
 * dropped, followed by the symbol when one is given. Anything that is not a number shows as '0'.
 * Never throws.
 *
 * @example
 * formatBalance('1.23999', 'ETH') // '1.239 ETH'
 */
export function formatBalance(value: unknown, symbol?: string): string {
  const decimal = toPlainDecimal(value)
  const amount = decimal === undefined ? '0' : truncatePlainDecimal(decimal, BALANCE_DISPLAY_DECIMALS)
  return symbol === undefined || symbol === '' ? amount : `${amount} ${symbol}`
}
