import { createPrivateKey, createPublicKey, sign } from 'node:crypto'
import bs58 from 'bs58'

/** PKCS#8 DER header of an Ed25519 private key; the 32-byte seed follows it. */
const ED25519_PKCS8_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex')

/** An Ed25519 key as Solana uses it: the base58 public key is the address. */
export type SolanaSigner = {
  readonly address: string
  /** Detached Ed25519 signature of `message`. */
  signMessage(message: Uint8Array): Uint8Array
}

/** A Solana signer from a 32-byte Ed25519 seed (the first half of a Solana secret key). */
export function createSolanaSigner(seed: Uint8Array): SolanaSigner {
  if (seed.length !== 32) throw new RangeError(`A Solana seed has 32 bytes, not ${seed.length}.`)
  const privateKey = createPrivateKey({
    key: Buffer.concat([ED25519_PKCS8_PREFIX, seed]),
    format: 'der',
    type: 'pkcs8',
  })
  const spki = createPublicKey(privateKey).export({ format: 'der', type: 'spki' })
  const publicKey = spki.subarray(spki.length - 32)
  return {
    address: bs58.encode(publicKey),
    signMessage: (message) => new Uint8Array(sign(null, message, privateKey)),
  }
}
