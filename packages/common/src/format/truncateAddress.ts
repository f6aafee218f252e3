/** Options of `truncateAddress`. */
export type TruncateAddressOptions = {
  /** Characters kept at the start, prefix included. Defaults to 6 ('0x' plus 4). */
  readonly leadingChars?: number
  /** Characters kept at the end. Defaults to 4. */
  readonly trailingChars?: number
}

/**
 * An address shortened for display with a single ellipsis character: '0x1234…abcd'. Addresses
 * that would not get shorter are returned whole. Never throws on strings.
 */
export function truncateAddress(address: string, options: TruncateAddressOptions = {}): string {
  const leading = Math.max(0, Math.floor(options.leadingChars ?? 6))
  const trailing = Math.max(0, Math.floor(options.trailingChars ?? 4))
  if (address.length <= leading + trailing + 1) return address
  return `${address.slice(0, leading)}…${trailing === 0 ? '' : address.slice(-trailing)}`
}
