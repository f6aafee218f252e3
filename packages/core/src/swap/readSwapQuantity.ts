/**
 * An integer quantity of the convert API (decimal, or 0x hex as the transaction fields may be), or
 * `undefined` when it is not a non-negative integer of at most 256 bits' length. Never throws.
 */
export function readSwapQuantity(value: string): bigint | undefined {
  if (!/^(?:\d{1,78}|0x[0-9a-fA-F]{1,64})$/.test(value)) return undefined
  return BigInt(value)
}
