import { PublicKey } from '@solana/web3.js'

export type VerifySolanaSignatureParameters = {
  /** The signer's base58 address (its Ed25519 public key). */
  readonly address: string
  /** The signed bytes, or text (signed as UTF-8). */
  readonly message: Uint8Array | string
  /** The 64-byte detached signature. */
  readonly signature: Uint8Array
}

/**
 * True when `signature` is `address`'s Ed25519 signature of `message`: what a test checks after
 * `solana:signMessage`, `solana:signIn` or an adapter's `signMessage` (decode its base58 first).
 * Verifies with WebCrypto (Node 20+, browsers); never throws for a wrong signature, only for an
 * invalid address.
 */
export async function verifySolanaSignature(parameters: VerifySolanaSignatureParameters): Promise<boolean> {
  const publicKey = await crypto.subtle.importKey(
    'raw',
    Uint8Array.from(new PublicKey(parameters.address).toBytes()),
    { name: 'Ed25519' },
    false,
    ['verify'],
  )
  const message =
    typeof parameters.message === 'string' ? new TextEncoder().encode(parameters.message) : parameters.message
  // Copies: WebCrypto takes only ArrayBuffer-backed views, and callers may pass any Uint8Array.
  return crypto.subtle.verify(
    'Ed25519',
    publicKey,
    Uint8Array.from(parameters.signature),
    Uint8Array.from(message),
  )
}
