import { formatPlainDecimal, type PlainDecimal } from './toPlainDecimal.js'

/**
 * `truncateDecimals` on an already parsed decimal; '-0.0004' cut to 3 decimals is '0', not '-0'.
 * Apart from `truncateDecimals` so that the account button's balance (`formatBalance`) does not
 * load that function's error classes and texts before the first click.
 */
export function truncatePlainDecimal(decimal: PlainDecimal, maxDecimals: number): string {
  const fraction = decimal.fraction.slice(0, maxDecimals).replace(/0+$/, '')
  const negative = decimal.negative && (decimal.integer !== '0' || fraction !== '')
  return formatPlainDecimal({ negative, integer: decimal.integer, fraction })
}
