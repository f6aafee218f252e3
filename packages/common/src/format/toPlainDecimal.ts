/** Decimal syntax accepted from strings: optional sign, digits with an optional point, optional exponent. */
const DECIMAL_PATTERN = /^([+-]?)(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d+))?$/

/** Exponents beyond this are refused: they would expand into enormous digit strings. */
const MAX_EXPONENT = 1_000

/** A plain decimal: sign, integer digits (no leading zeros) and fraction digits (no trailing zeros). */
export type PlainDecimal = { readonly negative: boolean; readonly integer: string; readonly fraction: string }

/**
 * Reads a number, bigint or decimal string (exponent notation allowed, surrounding whitespace
 * ignored) into exact decimal digits, without going through floating point for strings and
 * bigints. `undefined` for anything else, including NaN and infinities. Never throws.
 */
export function toPlainDecimal(value: unknown): PlainDecimal | undefined {
  let text: string
  if (typeof value === 'bigint') text = value.toString()
  else if (typeof value === 'number') {
    if (!Number.isFinite(value)) return undefined
    text = String(value)
  } else if (typeof value === 'string') text = value.trim()
  else return undefined

  const match = DECIMAL_PATTERN.exec(text)
  if (match === null) return undefined
  const [, sign = '', integerDigits = '', fractionDigits = '', exponentText = '0'] = match
  if (integerDigits === '' && fractionDigits === '') return undefined
  const exponent = Number(exponentText)
  if (Math.abs(exponent) > MAX_EXPONENT) return undefined

  const digits = integerDigits + fractionDigits
  let point = integerDigits.length + exponent
  let padded = digits
  if (point < 0) {
    padded = '0'.repeat(-point) + digits
    point = 0
  } else if (point > digits.length) {
    padded = digits + '0'.repeat(point - digits.length)
  }
  const integer = padded.slice(0, point).replace(/^0+/, '') || '0'
  const fraction = padded.slice(point).replace(/0+$/, '')
  const negative = sign === '-' && (integer !== '0' || fraction !== '')
  return { negative, integer, fraction }
}

/** Writes a plain decimal back as text: '-12.5', '0', '0.001'. */
export function formatPlainDecimal({ negative, integer, fraction }: PlainDecimal): string {
  return `${negative ? '-' : ''}${integer}${fraction === '' ? '' : `.${fraction}`}`
}
