import { bytesToBase64Url } from './base64.js'

/** A Solana secret key: the 32-byte Ed25519 seed followed by the 32-byte public key. */
const SECRET_KEY_LENGTH = 64
const SEED_LENGTH = 32

/**
 * The detached Ed25519 signature of `message` by a Solana `secretKey` (64 bytes, as
 * `Keypair.secretKey`). Signs with WebCrypto, present in Node 20+ and browsers, since
 * `@solana/web3.js` 1.x signs only transactions and exports no message signer.
 *
 * @throws RangeError when `secretKey` is not 64 bytes.
 */
export async function signSolanaMessage(secretKey: Uint8Array, message: Uint8Array): Promise<Uint8Array> {
  if (secretKey.length !== SECRET_KEY_LENGTH)
    throw new RangeError(`A Solana secret key has ${SECRET_KEY_LENGTH} bytes, not ${secretKey.length}`)
  const key = await crypto.subtle.importKey(
    'jwk',
    {
      kty: 'OKP',
      crv: 'Ed25519',
      d: bytesToBase64Url(secretKey.subarray(0, SEED_LENGTH)),
      x: bytesToBase64Url(secretKey.subarray(SEED_LENGTH)),
    },
    { name: 'Ed25519' },
    false,
    ['sign'],
  )
  // A copy: WebCrypto takes only ArrayBuffer-backed views, and callers may pass any Uint8Array.
  return new Uint8Array(await crypto.subtle.sign('Ed25519', key, Uint8Array.from(message)))
}
