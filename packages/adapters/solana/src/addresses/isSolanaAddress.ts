import { PublicKey } from '@solana/web3.js'

/** Longer text is no base58 public key (32 bytes encode to at most 44 characters). */
const MAX_BASE58_KEY_LENGTH = 44

/**
 * Whether `address` is a Solana account address: the base58 text of a 32-byte public key, in its
 * canonical spelling (web3.js `PublicKey` decodes it and must encode it back the same). Never
 * throws. Its own chunk, imported on the first check.
 */
export function isSolanaAddress(address: string): boolean {
  if (address.length === 0 || address.length > MAX_BASE58_KEY_LENGTH) return false
  try {
    return new PublicKey(address).toBase58() === address
  } catch {
    return false
  }
}
