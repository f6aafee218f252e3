import { NUMBER_FORMAT_FRACTION_DIGITS, NUMBER_FORMAT_LOCALE, USD_DISPLAY_DECIMALS } from '../constants/ui.js'
import { formatMessage } from '../errors/formatMessage.js'
import { FORMAT_MESSAGES } from '../errors/messages/formatMessages.js'
import { formatPlainDecimal, toPlainDecimal } from './toPlainDecimal.js'

const formatters = new Map<string, Intl.NumberFormat>()

/** Formatters are built on first use (not at import) and reused: construction is the slow part. */
function getFormatter(key: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  let formatter = formatters.get(key)
  if (formatter === undefined) {
    formatter = new Intl.NumberFormat(NUMBER_FORMAT_LOCALE, options)
    formatters.set(key, formatter)
  }
  return formatter
}

/**
 * Decimal strings go to Intl as strings so that long values round exactly (Intl.NumberFormat v3),
 * instead of first losing digits to a float.
 */
function toIntlValue(value: unknown): `${number}` {
  const decimal = toPlainDecimal(value)
  return (decimal === undefined ? '0' : formatPlainDecimal(decimal)) as `${number}`
}

/** Options of `formatNumber`. */
export type FormatNumberOptions = {
  /** Fraction digits, used as both minimum and maximum. Defaults to 2 (UI-012). */
  readonly fractionDigits?: number
}

/**
 * [UI-012] A number in locale en-US with exactly 2 fraction digits, grouped by thousands,
 * rounded half away from zero. Junk formats as zero. Never throws.
 *
 * @example
 * formatNumber('1234.565') // '1,234.57'
 */
export function formatNumber(value: unknown, options: FormatNumberOptions = {}): string {
  const digits = options.fractionDigits ?? NUMBER_FORMAT_FRACTION_DIGITS
  const safeDigits =
    Number.isInteger(digits) && digits >= 0 && digits <= 100 ? digits : NUMBER_FORMAT_FRACTION_DIGITS
  return getFormatter(`number:${safeDigits}`, {
    minimumFractionDigits: safeDigits,
    maximumFractionDigits: safeDigits,
  }).format(toIntlValue(value))
}

/**
 * [UI-011] A USD value with 2 decimals: '$1,234.57', '-$0.50'. Junk formats as '$0.00'. Never throws.
 */
export function formatUsd(value: unknown): string {
  return getFormatter('usd', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: USD_DISPLAY_DECIMALS,
    maximumFractionDigits: USD_DISPLAY_DECIMALS,
  }).format(toIntlValue(value))
}

/**
 * A cost in USD (a network fee, a swap's network cost) as `formatUsd` does, except that a cost
 * above zero that would show as '$0.00' shows as '<$0.01': a fee is never shown as free when it
 * is not. Junk formats as '$0.00'. Never throws.
 */
export function formatUsdCost(value: unknown): string {
  const decimal = toPlainDecimal(value)
  // With no trailing zeros in `fraction`, zero cents and a digit after them means 0 < value < 0.01.
  const cents = decimal?.fraction.slice(0, USD_DISPLAY_DECIMALS)
  const belowCent =
    decimal !== undefined &&
    !decimal.negative &&
    decimal.integer === '0' &&
    cents === '0'.repeat(USD_DISPLAY_DECIMALS) &&
    decimal.fraction.length > USD_DISPLAY_DECIMALS &&
    formatUsd(value) === formatUsd(0)
  if (!belowCent) return formatUsd(value)
  return formatMessage(FORMAT_MESSAGES.LESS_THAN_VALUE, { value: formatUsd(10 ** -USD_DISPLAY_DECIMALS) })
}
