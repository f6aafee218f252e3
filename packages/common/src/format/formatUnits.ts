import { describeValue } from '../errors/describeValue.js'
import { InvalidDecimalsError } from '../errors/format.js'

/** Largest `decimals` accepted: far above any token (ERC-20 uses at most 18, a few 36). */
export const MAX_UNIT_DECIMALS = 255

/** Throws unless `decimals` is an integer from 0 to 255. */
export function assertUnitDecimals(decimals: number): void {
  if (!Number.isSafeInteger(decimals) || decimals < 0 || decimals > MAX_UNIT_DECIMALS) {
    throw new InvalidDecimalsError({ details: describeValue(decimals) })
  }
}

/** The errors `formatUnits` may throw. */
export type FormatUnitsErrorType = InvalidDecimalsError

/**
 * An integer amount of base units as a decimal string with `decimals` fraction digits, exactly
 * (no floating point), without trailing zeros.
 *
 * @throws InvalidDecimalsError when `decimals` is not an integer from 0 to 255.
 * @example
 * formatUnits(1_500_000_000_000_000_000n, 18) // '1.5'
 */
export function formatUnits(value: bigint, decimals: number): string {
  assertUnitDecimals(decimals)
  const negative = value < 0n
  const digits = (negative ? -value : value).toString().padStart(decimals + 1, '0')
  const integer = digits.slice(0, digits.length - decimals)
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '')
  return `${negative ? '-' : ''}${integer}${fraction === '' ? '' : `.${fraction}`}`
}
