import { describeValue } from '../errors/describeValue.js'
import { InvalidDecimalAmountError, InvalidDecimalsError } from '../errors/format.js'
import { formatPlainDecimal, type PlainDecimal, toPlainDecimal } from './toPlainDecimal.js'

/** The errors `truncateDecimals` may throw. */
export type TruncateDecimalsErrorType = InvalidDecimalAmountError | InvalidDecimalsError

/**
 * Cuts `value` to at most `maxDecimals` fraction digits, never rounding, and drops trailing zeros.
 * Exact on decimal strings and bigints.
 *
 * @throws InvalidDecimalAmountError when `value` is not a decimal number.
 * @throws InvalidDecimalsError when `maxDecimals` is not a non-negative safe integer.
 * @example
 * truncateDecimals('1.23999', 3) // '1.239'
 * truncateDecimals('-0.0004', 3) // '0'
 */
export function truncateDecimals(value: string | number | bigint, maxDecimals: number): string {
  if (!Number.isSafeInteger(maxDecimals) || maxDecimals < 0) {
    throw new InvalidDecimalsError({ details: describeValue(maxDecimals) })
  }
  const decimal = toPlainDecimal(value)
  if (decimal === undefined) throw new InvalidDecimalAmountError({ details: describeValue(value) })
  return truncatePlainDecimal(decimal, maxDecimals)
}

/** `truncateDecimals` on an already parsed decimal; '-0.0004' cut to 3 decimals is '0', not '-0'. */
export function truncatePlainDecimal(decimal: PlainDecimal, maxDecimals: number): string {
  const fraction = decimal.fraction.slice(0, maxDecimals).replace(/0+$/, '')
  const negative = decimal.negative && (decimal.integer !== '0' || fraction !== '')
  return formatPlainDecimal({ negative, integer: decimal.integer, fraction })
}
