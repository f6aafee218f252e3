const TRANSACTION_HASH_PATTERN = /^0x[0-9a-fA-F]{64}$/

/** [VAL-010] True when `value` is '0x' followed by exactly 64 hex characters. Never throws. */
export function isTransactionHash(value: unknown): value is `0x${string}` {
  return typeof value === 'string' && TRANSACTION_HASH_PATTERN.test(value)
}
