/** Messages of the amount parsers and formatters. The spec quotes no text for these. */
export const FORMAT_MESSAGES = {
  INVALID_DECIMAL_AMOUNT: 'Invalid decimal amount',
  INVALID_DECIMALS: 'Invalid number of decimals',
  /** A cost above zero that rounds to zero cents, e.g. '<$0.01'; `value` is one cent formatted. */
  LESS_THAN_VALUE: '<{value}',
} as const
