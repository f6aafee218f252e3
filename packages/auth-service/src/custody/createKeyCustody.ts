import { createCipheriv, createDecipheriv, createHash, createHmac, hkdfSync, randomBytes } from 'node:crypto'

/** First byte of every sealed value: the format (AES-256-GCM, 12-byte IV, 16-byte tag), for rotation. */
const SEAL_VERSION = 1
const IV_BYTES = 12
const TAG_BYTES = 16
const KEY_BYTES = 32

/** What a sealed value is bound to (GCM's additional data): opening it as anything else fails. */
export type SealContext = { userId: string; purpose: 'data-key' | 'evm-key' | 'solana-key' }

export type KeyCustody = {
  /** A fresh random per-user data key. */
  createDataKey(): Buffer
  /** `plaintext` sealed under `key` (the service key for a data key, a data key for a private key). */
  seal(parameters: { key: Buffer; plaintext: Uint8Array; context: SealContext }): Buffer
  /** Opens a value `seal` made; throws when it was altered or is opened under another context. */
  open(parameters: { key: Buffer; sealed: Uint8Array; context: SealContext }): Buffer
  /** The key that wraps every user's data key, derived from the service secret. */
  readonly keyEncryptionKey: Buffer
  /** Keyed hash of a one-time code: a stolen table does not give codes away. */
  hashCode(code: string): Buffer
  /** Hash of a session token as stored; tokens are random, so a plain hash suffices. */
  hashToken(token: string): Buffer
}

const derive = (secret: string, purpose: string) =>
  Buffer.from(hkdfSync('sha256', secret, 'atrium-auth-service', purpose, KEY_BYTES))

const additionalData = ({ userId, purpose }: SealContext) => Buffer.from(`atrium-auth/${purpose}/${userId}`)

/**
 * Envelope encryption of the embedded wallets' keys (docs/DECISIONS.md, key custody): each user's
 * private keys are sealed with AES-256-GCM under that user's random data key, and the data key is
 * sealed under a key-encryption key derived (HKDF-SHA256) from the service secret. The database
 * alone opens nothing; rotating the secret re-wraps data keys only.
 */
export function createKeyCustody(secret: string): KeyCustody {
  const keyEncryptionKey = derive(secret, 'key-encryption-key/v1')
  const codeKey = derive(secret, 'email-code-hmac/v1')
  return {
    keyEncryptionKey,
    createDataKey: () => randomBytes(KEY_BYTES),
    seal({ key, plaintext, context }) {
      const iv = randomBytes(IV_BYTES)
      const cipher = createCipheriv('aes-256-gcm', key, iv)
      cipher.setAAD(additionalData(context))
      const ciphertext = Buffer.concat([cipher.update(plaintext), cipher.final()])
      return Buffer.concat([Buffer.from([SEAL_VERSION]), iv, cipher.getAuthTag(), ciphertext])
    },
    open({ key, sealed, context }) {
      const bytes = Buffer.from(sealed)
      if (bytes[0] !== SEAL_VERSION) throw new Error(`Unknown sealed key format ${bytes[0]}`)
      const iv = bytes.subarray(1, 1 + IV_BYTES)
      const tag = bytes.subarray(1 + IV_BYTES, 1 + IV_BYTES + TAG_BYTES)
      const decipher = createDecipheriv('aes-256-gcm', key, iv)
      decipher.setAAD(additionalData(context))
      decipher.setAuthTag(tag)
      return Buffer.concat([decipher.update(bytes.subarray(1 + IV_BYTES + TAG_BYTES)), decipher.final()])
    },
    hashCode: (code) => createHmac('sha256', codeKey).update(code).digest(),
    hashToken: (token) => createHash('sha256').update(token).digest(),
  }
}
