import { NUMBER_FORMAT_LOCALE } from '../constants/ui.js'
import { formatBalance } from './formatBalance.js'

let formatter: Intl.NumberFormat | undefined

/**
 * [UI-010] `formatBalance`'s amount (truncated to 3 decimals, never rounded) with the locale's
 * grouping separators, for a balance shown as a figure. Never throws.
 *
 * @example
 * formatGroupedBalance('12345.67891', 'ETH') // '12,345.678 ETH'
 */
export function formatGroupedBalance(value: unknown, symbol?: string): string {
  // No fraction limit here: the amount is truncated already, and Intl must not round it again.
  formatter ??= new Intl.NumberFormat(NUMBER_FORMAT_LOCALE, { maximumFractionDigits: 20 })
  const amount = formatter.format(formatBalance(value) as `${number}`)
  return symbol === undefined || symbol === '' ? amount : `${amount} ${symbol}`
}
