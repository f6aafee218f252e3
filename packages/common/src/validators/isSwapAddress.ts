const SWAP_ADDRESS_PATTERN = /^(?:0x)?[0-9a-fA-F]{40}$/

/**
 * [VAL-003] The swap flow's address check: 40 hex characters with an optional '0x' prefix, any
 * case, no checksum. Never throws.
 */
export function isSwapAddress(value: unknown): value is string {
  return typeof value === 'string' && SWAP_ADDRESS_PATTERN.test(value)
}
