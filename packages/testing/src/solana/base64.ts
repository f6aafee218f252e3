/**
 * Base64 text of `bytes`, with `btoa` so it runs in Node and in a page alike: bytes cross the
 * Playwright binding as base64 strings, and WebCrypto takes keys as base64url JWK members.
 */
export function bytesToBase64(bytes: Uint8Array): string {
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary)
}

/** Bytes of base64 `text`; throws a `DOMException` when `text` is not base64. */
export function base64ToBytes(text: string): Uint8Array {
  const binary = atob(text)
  const bytes = new Uint8Array(binary.length)
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index)
  return bytes
}

/** Base64url without padding (RFC 7515), as JWK key members are written. */
export function bytesToBase64Url(bytes: Uint8Array): string {
  return bytesToBase64(bytes).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}
