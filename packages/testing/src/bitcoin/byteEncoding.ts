/**
 * Hex and base64 for `Uint8Array`s without Node's `Buffer`, so the Bitcoin test wallet also runs in a
 * browser page. Wallet APIs mix all three forms (PSBT hex for Unisat and Leather, base64 for
 * sats-connect, bytes for Phantom).
 */
export function toHex(bytes: Uint8Array): string {
  let hex = ''
  for (const byte of bytes) hex += byte.toString(16).padStart(2, '0')
  return hex
}

/** Bytes of an even-length hex string; throws a `TypeError` on anything else. */
export function fromHex(hex: string): Uint8Array {
  if (hex.length % 2 !== 0 || !/^[0-9a-f]*$/i.test(hex))
    throw new TypeError('Expected an even-length hex string')
  const bytes = new Uint8Array(hex.length / 2)
  for (let index = 0; index < bytes.length; index += 1) {
    bytes[index] = Number.parseInt(hex.slice(index * 2, index * 2 + 2), 16)
  }
  return bytes
}

export function toBase64(bytes: Uint8Array): string {
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary)
}

/** Bytes of a base64 string; throws a `TypeError` when it is not base64. */
export function fromBase64(base64: string): Uint8Array {
  let binary: string
  try {
    binary = atob(base64)
  } catch (error) {
    throw new TypeError('Expected a base64 string', { cause: error })
  }
  return Uint8Array.from(binary, (character) => character.charCodeAt(0))
}

/** Bytes joined in order. */
export function concatBytes(...parts: readonly Uint8Array[]): Uint8Array {
  const joined = new Uint8Array(parts.reduce((total, part) => total + part.length, 0))
  let offset = 0
  for (const part of parts) {
    joined.set(part, offset)
    offset += part.length
  }
  return joined
}
