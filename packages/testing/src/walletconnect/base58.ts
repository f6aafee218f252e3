/** The Bitcoin / Solana base58 alphabet. */
const ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'

/** Base58 text of `bytes` (Solana addresses, signatures and `solana_signMessage` payloads). */
export function encodeBase58(bytes: Uint8Array): string {
  let value = 0n
  for (const byte of bytes) value = value * 256n + BigInt(byte)
  let text = ''
  while (value > 0n) {
    text = (ALPHABET[Number(value % 58n)] as string) + text
    value /= 58n
  }
  for (const byte of bytes) {
    if (byte !== 0) break
    text = `1${text}`
  }
  return text
}

/** Bytes of base58 `text`; `undefined` when it holds a character outside the alphabet. */
export function decodeBase58(text: string): Uint8Array | undefined {
  let value = 0n
  for (const character of text) {
    const digit = ALPHABET.indexOf(character)
    if (digit < 0) return undefined
    value = value * 58n + BigInt(digit)
  }
  const bytes: number[] = []
  while (value > 0n) {
    bytes.unshift(Number(value % 256n))
    value /= 256n
  }
  for (const character of text) {
    if (character !== '1') break
    bytes.unshift(0)
  }
  return Uint8Array.from(bytes)
}
