/** The Bitcoin / Solana base58 alphabet. */
const ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'

/**
 * Base58 text of `bytes`: how Solana writes signatures. Written here because `@solana/web3.js`
 * 1.x exports no base58 codec for arbitrary bytes (only `PublicKey` for 32-byte keys), and the
 * signing path must not load web3.js at all.
 */
export function encodeBase58(bytes: Uint8Array): string {
  let value = 0n
  for (const byte of bytes) value = value * 256n + BigInt(byte)
  let text = ''
  while (value > 0n) {
    text = `${ALPHABET[Number(value % 58n)]}${text}`
    value /= 58n
  }
  for (const byte of bytes) {
    if (byte !== 0) break
    text = `1${text}`
  }
  return text
}
