import { describeValue } from '../errors/describeValue.js'
import { InvalidDecimalAmountError, type InvalidDecimalsError } from '../errors/format.js'
import { assertUnitDecimals } from './formatUnits.js'
import { toPlainDecimal } from './toPlainDecimal.js'

/** The errors `parseUnits` may throw. */
export type ParseUnitsErrorType = InvalidDecimalAmountError | InvalidDecimalsError

/**
 * A decimal amount (string, exponent notation allowed) as an integer of base units with
 * `decimals` fraction digits, exactly. Digits beyond `decimals` are rounded half away from zero.
 *
 * @throws InvalidDecimalAmountError when `value` is not a decimal number.
 * @throws InvalidDecimalsError when `decimals` is not an integer from 0 to 255.
 * @example
 * parseUnits('1.5', 18) // 1_500_000_000_000_000_000n
 */
export function parseUnits(value: string, decimals: number): bigint {
  assertUnitDecimals(decimals)
  const decimal = typeof value === 'string' ? toPlainDecimal(value) : undefined
  if (decimal === undefined) throw new InvalidDecimalAmountError({ details: describeValue(value) })
  const kept = decimal.fraction.slice(0, decimals).padEnd(decimals, '0')
  let units = BigInt(decimal.integer + kept)
  const firstDropped = decimal.fraction.charAt(decimals)
  if (firstDropped !== '' && firstDropped >= '5') units += 1n
  return decimal.negative ? -units : units
}
