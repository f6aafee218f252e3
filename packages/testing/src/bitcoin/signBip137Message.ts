import * as ecc from '@bitcoinerlab/secp256k1'
import { crypto } from 'bitcoinjs-lib'
import { concatBytes, toBase64 } from './byteEncoding.js'
import { encodeVarInt } from './encodeVarInt.js'

/** Address kinds a BIP-137 signature's header names; taproot has none (BIP-322 only). */
export type Bip137AddressType = 'p2pkh' | 'p2sh-p2wpkh' | 'p2wpkh'

/** The header byte's first value per address kind (compressed keys); plus the recovery id 0..3. */
export const BIP137_HEADER_BASES: Readonly<Record<Bip137AddressType, number>> = {
  p2pkh: 31,
  'p2sh-p2wpkh': 35,
  p2wpkh: 39,
}

const MESSAGE_MAGIC = new TextEncoder().encode('\u0018Bitcoin Signed Message:\n')

/** The digest legacy message signing signs: double SHA-256 of the magic prefix and the length-prefixed message. */
export function hashBip137Message(message: string): Uint8Array {
  const bytes = new TextEncoder().encode(message)
  return crypto.hash256(concatBytes(MESSAGE_MAGIC, encodeVarInt(bytes.length), bytes))
}

/**
 * A BIP-137 ("ECDSA", Bitcoin Core `signmessage`) signature: 65 bytes, a header naming the address
 * kind and the recovery id, then r and s; base64, as wallets return it.
 */
export function signBip137Message(parameters: {
  readonly message: string
  readonly privateKey: Uint8Array
  readonly addressType: Bip137AddressType
}): string {
  const { signature, recoveryId } = ecc.signRecoverable(
    hashBip137Message(parameters.message),
    parameters.privateKey,
  )
  return toBase64(
    concatBytes(Uint8Array.of(BIP137_HEADER_BASES[parameters.addressType] + recoveryId), signature),
  )
}
