import { InternalRpcError } from '@atrium/common'

/**
 * Pure: a bip122 `signMessage` signature, hex in the WalletConnect Bitcoin reference, as base64
 * (what the Bitcoin adapter's `signMessage` returns).
 *
 * @throws InternalRpcError when `signature` is not even-length hex.
 */
export function toBase64Signature(signature: string): string {
  if (!/^(?:[0-9a-fA-F]{2})+$/.test(signature)) {
    throw new InternalRpcError({ details: 'signMessage: the wallet answered a signature that is not hex' })
  }
  const pairs = signature.match(/../g) ?? []
  return btoa(pairs.map((pair) => String.fromCharCode(Number.parseInt(pair, 16))).join(''))
}
