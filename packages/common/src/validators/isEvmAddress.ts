import { toChecksumAddress } from './toChecksumAddress.js'

/** Options of `isEvmAddress`. */
export type IsEvmAddressOptions = {
  /**
   * [VAL-004] Require a valid EIP-55 checksum when the address mixes upper and lower case.
   * On by default.
   */
  readonly strict?: boolean
}

const HEX_ADDRESS_PATTERN = /^0x[0-9a-fA-F]{40}$/

/**
 * [VAL-002][VAL-004] True when `value` is '0x' followed by 40 hex characters and, in strict mode,
 * either single-case or correctly checksummed. Never throws.
 *
 * @example
 * isEvmAddress('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed') // true
 * isEvmAddress('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD') // false: bad checksum
 * isEvmAddress('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD', { strict: false }) // true
 */
export function isEvmAddress(value: unknown, options: IsEvmAddressOptions = {}): value is `0x${string}` {
  if (typeof value !== 'string' || !HEX_ADDRESS_PATTERN.test(value)) return false
  if (options.strict === false) return true
  const body = value.slice(2)
  if (body === body.toLowerCase() || body === body.toUpperCase()) return true
  return toChecksumAddress(value) === value
}
