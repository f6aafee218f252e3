/** [VAL-007] 32 to 44 characters of the bitcoin base58 alphabet (no 0, O, I or l). */
const SOLANA_ADDRESS_PATTERN = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/

/** [VAL-007] True when `value` is 32 to 44 base58 characters. Never throws. */
export function isSolanaAddress(value: unknown): value is string {
  return typeof value === 'string' && SOLANA_ADDRESS_PATTERN.test(value)
}
