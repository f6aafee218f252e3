import { checkAddress } from '@polkadot/util-crypto/address/check'
import { GENERIC_SS58_PREFIX } from './getSs58Prefix.js'

/** Longer text is no SS58 address (a 32-byte key with a 2-byte prefix is 49 characters). */
const MAX_SS58_LENGTH = 64

/**
 * Whether `address` is an SS58 account address for a chain of prefix `ss58Prefix`: base58 with a
 * valid checksum (util-crypto's `checkAddress`), written with the chain's prefix or the generic
 * Substrate one (42), which extensions show for accounts not bound to a chain. Never throws.
 */
export function isPolkadotAddress(address: string, ss58Prefix: number): boolean {
  if (address.length === 0 || address.length > MAX_SS58_LENGTH) return false
  return [ss58Prefix, GENERIC_SS58_PREFIX].some((prefix) => {
    try {
      return checkAddress(address, prefix)[0]
    } catch {
      return false
    }
  })
}
