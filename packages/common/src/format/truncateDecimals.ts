import { describeValue } from '../errors/describeValue.js'
import { InvalidDecimalAmountError, InvalidDecimalsError } from '../errors/format.js'
import { toPlainDecimal } from './toPlainDecimal.js'
import { truncatePlainDecimal } from './truncatePlainDecimal.js'

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
