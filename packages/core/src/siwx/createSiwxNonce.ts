/** Letters and digits: EIP-4361 nonces are alphanumeric. */
const NONCE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'

/** 16 characters of 62: about 95 bits, above the 64 EIP-4361 asks for and past its 8-character minimum. */
export const SIWX_NONCE_LENGTH = 16

/** EIP-4361 `nonce`: at least 8 alphanumeric characters. */
export const SIWX_NONCE_PATTERN = /^[A-Za-z0-9]{8,}$/

/**
 * A fresh sign-in nonce from `crypto.getRandomValues`. Bytes of 248 and above are drawn again, so
 * each character is equally likely (248 = 4 × 62).
 */
export function createSiwxNonce(): string {
  let nonce = ''
  while (nonce.length < SIWX_NONCE_LENGTH) {
    for (const byte of globalThis.crypto.getRandomValues(new Uint8Array(SIWX_NONCE_LENGTH))) {
      if (byte < 248 && nonce.length < SIWX_NONCE_LENGTH) nonce += NONCE_ALPHABET[byte % 62]
    }
  }
  return nonce
}
