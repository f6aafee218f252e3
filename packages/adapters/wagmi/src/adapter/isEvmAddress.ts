import { isAddress } from 'viem'

/**
 * Whether `address` is an EVM address: 0x and 40 hex digits, and when it mixes cases, a valid
 * EIP-55 checksum (viem's strict check: a mistyped checksummed address is refused). Its own chunk.
 */
export function isEvmAddress(address: string): boolean {
  return isAddress(address, { strict: true })
}
