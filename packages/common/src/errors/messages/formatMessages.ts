/** Messages of the amount parsers and formatters. The spec quotes no text for these. */
export const FORMAT_MESSAGES = {
  INVALID_DECIMAL_AMOUNT: 'Invalid decimal amount',
  INVALID_DECIMALS: 'Invalid number of decimals',
} as const
