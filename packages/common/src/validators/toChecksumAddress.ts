import { keccak_256 } from '@noble/hashes/sha3.js'
import { utf8ToBytes } from '@noble/hashes/utils.js'
import { ADDRESS_CACHE_MAX_ENTRIES } from '../constants/evm.js'
import { describeValue } from '../errors/describeValue.js'
import { InvalidAddressError } from '../errors/validation.js'
import { createLruCache } from './createLruCache.js'

const HEX_ADDRESS_PATTERN = /^0x[0-9a-fA-F]{40}$/

/**
 * [VAL-006] Checksummed addresses by lower-case address. Hashing costs far more than a lookup and
 * the same few addresses are checksummed on every render, so results are memoised (bounded).
 */
export const checksumAddressCache = /* @__PURE__ */ createLruCache<string, `0x${string}`>(
  ADDRESS_CACHE_MAX_ENTRIES,
)

/** The errors `toChecksumAddress` may throw. */
export type ToChecksumAddressErrorType = InvalidAddressError

/**
 * [VAL-004][VAL-005] The EIP-55 mixed-case checksum form of an EVM address: each hex letter is
 * upper-cased when the matching nibble of keccak-256(lower-case address) is 8 or more.
 *
 * @throws InvalidAddressError when `address` is not '0x' plus 40 hex characters.
 * @example
 * toChecksumAddress('0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed')
 * // '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'
 */
export function toChecksumAddress(address: string): `0x${string}` {
  if (typeof address !== 'string' || !HEX_ADDRESS_PATTERN.test(address)) {
    throw new InvalidAddressError({ details: describeValue(address) })
  }
  const lower = address.slice(2).toLowerCase()
  const cached = checksumAddressCache.get(lower)
  if (cached !== undefined) return cached
  const hash = keccak_256(utf8ToBytes(lower))
  let checksummed = '0x'
  for (let index = 0; index < lower.length; index++) {
    const byte = hash[index >> 1] ?? 0
    const nibble = index % 2 === 0 ? byte >> 4 : byte & 0x0f
    const character = lower[index] as string
    checksummed += nibble >= 8 ? character.toUpperCase() : character
  }
  const result = checksummed as `0x${string}`
  checksumAddressCache.set(lower, result)
  return result
}
