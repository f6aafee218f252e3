import { createHash, createPrivateKey, createPublicKey, type KeyObject } from 'node:crypto'
import { PublicKey } from '@solana/web3.js'

/** DER header of a PKCS#8 Ed25519 private key (RFC 8410); the 32-byte seed follows it. */
const PKCS8_ED25519_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex')

/** An Ed25519 keypair in the forms the devnet needs: Solana's 64-byte secret key and Node's key object. */
export type SolanaKeypair = {
  /** Seed followed by public key, the layout of `Keypair.secretKey` in @solana/web3.js. */
  readonly secretKey: Uint8Array
  readonly publicKey: PublicKey
  /** Base58 public key. */
  readonly address: string
  /** For `crypto.sign(null, message, privateKey)`. */
  readonly privateKey: KeyObject
}

/**
 * The keypair whose seed is the SHA-256 of `label`, so every run derives the same accounts.
 * Node's native Ed25519 is used rather than `Keypair.fromSeed`: the pure-JS curve of web3.js spends
 * about 80 ms on its first dozen keys, which would land in the devnet's import time.
 */
export function deriveSolanaKeypair(label: string): SolanaKeypair {
  const seed = createHash('sha256').update(label).digest()
  const privateKey = createPrivateKey({
    key: Buffer.concat([PKCS8_ED25519_PREFIX, seed]),
    format: 'der',
    type: 'pkcs8',
  })
  const publicKeyBytes = createPublicKey(privateKey).export({ format: 'der', type: 'spki' }).subarray(-32)
  const publicKey = new PublicKey(publicKeyBytes)
  return {
    secretKey: Uint8Array.from(Buffer.concat([seed, publicKeyBytes])),
    publicKey,
    address: publicKey.toBase58(),
    privateKey,
  }
}
