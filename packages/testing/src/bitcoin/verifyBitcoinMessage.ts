import * as ecc from '@bitcoinerlab/secp256k1'
import { address as addressCodec, crypto, type Network, networks, payments, script } from 'bitcoinjs-lib'
import { fromBase64 } from './byteEncoding.js'
import { createBip322Transactions } from './createBip322Transactions.js'
import { getEcPair } from './deriveBitcoinTestAccount.js'
import { hashBip137Message } from './signBip137Message.js'

export type VerifyBitcoinMessageParameters = {
  /** The address that signed (any network: bc1…, tb1…, bcrt1…). */
  readonly address: string
  readonly message: string
  /** Base64: a 65-byte BIP-137 signature, or a BIP-322 "simple" witness. */
  readonly signature: string
}

const NETWORKS: readonly Network[] = [networks.bitcoin, networks.testnet, networks.regtest]
const SIGHASH_ALL = 0x01
const SIGHASH_DEFAULT = 0x00

function outputScriptOf(address: string): Uint8Array | undefined {
  getEcPair()
  for (const network of NETWORKS) {
    try {
      return addressCodec.toOutputScript(address, network)
    } catch {
      // Not an address of this network: try the next.
    }
  }
  return undefined
}

function equalBytes(left: Uint8Array | undefined, right: Uint8Array | undefined): boolean {
  if (left === undefined || right === undefined || left.length !== right.length) return false
  return left.every((byte, index) => byte === right[index])
}

/**
 * BIP-137: recover the key from the signature and the header's recovery id, then require that one of
 * the key's single-key output scripts is the address's. The header's address kind is not trusted:
 * wallets disagree on it for segwit addresses (Electrum-style 31–34 against BIP-137's 35–42).
 */
function verifyBip137(outputScript: Uint8Array, message: string, bytes: Uint8Array): boolean {
  const header = bytes[0] ?? 0
  const compressed = header >= 31
  const recoveryId = (header - 27) % 4
  const publicKey = ecc.recover(
    hashBip137Message(message),
    bytes.subarray(1),
    recoveryId as 0 | 1 | 2 | 3,
    compressed,
  )
  if (publicKey === null) return false
  const candidates = [
    payments.p2pkh({ pubkey: publicKey }).output,
    ...(compressed
      ? [
          payments.p2wpkh({ pubkey: publicKey }).output,
          payments.p2sh({ redeem: payments.p2wpkh({ pubkey: publicKey }) }).output,
        ]
      : []),
  ]
  return candidates.some((candidate) => equalBytes(candidate, outputScript))
}

function readWitness(bytes: Uint8Array): Uint8Array[] | undefined {
  const items: Uint8Array[] = []
  let offset = 0
  const readLength = (): number | undefined => {
    const first = bytes[offset]
    if (first === undefined || first >= 0xfd) return undefined
    offset += 1
    return first
  }
  const count = readLength()
  if (count === undefined) return undefined
  for (let index = 0; index < count; index += 1) {
    const length = readLength()
    if (length === undefined || offset + length > bytes.length) return undefined
    items.push(bytes.subarray(offset, offset + length))
    offset += length
  }
  return offset === bytes.length ? items : undefined
}

/**
 * BIP-322 simple: rebuild `toSpend` / `toSign` and run what the two single-key templates' scripts check
 * (p2wpkh: the key hashes to the program and the ECDSA signature verifies over the segwit v0 sighash;
 * p2tr: the Schnorr signature verifies under the output key over the BIP-341 sighash).
 */
function verifyBip322(outputScript: Uint8Array, message: string, bytes: Uint8Array): boolean {
  const witness = readWitness(bytes)
  if (witness === undefined) return false
  const { toSign } = createBip322Transactions(message, outputScript)
  const isP2wpkh = outputScript.length === 22 && outputScript[0] === 0x00 && outputScript[1] === 0x14
  const isP2tr = outputScript.length === 34 && outputScript[0] === 0x51 && outputScript[1] === 0x20
  if (isP2wpkh) {
    const [encoded, publicKey] = witness
    if (witness.length !== 2 || encoded === undefined || publicKey === undefined) return false
    if (!equalBytes(crypto.hash160(publicKey), outputScript.subarray(2))) return false
    const { signature, hashType } = script.signature.decode(encoded)
    const scriptCode = payments.p2pkh({ hash: outputScript.subarray(2) }).output
    if (scriptCode === undefined || hashType !== SIGHASH_ALL) return false
    return ecc.verify(toSign.hashForWitnessV0(0, scriptCode, 0n, hashType), publicKey, signature)
  }
  if (isP2tr) {
    const [encoded] = witness
    if (witness.length !== 1 || encoded === undefined) return false
    if (encoded.length !== 64 && encoded.length !== 65) return false
    const hashType = encoded.length === 65 ? (encoded[64] ?? SIGHASH_DEFAULT) : SIGHASH_DEFAULT
    // BIP-341: an explicit hash type byte must not be SIGHASH_DEFAULT.
    if (encoded.length === 65 && hashType === SIGHASH_DEFAULT) return false
    const hash = toSign.hashForWitnessV1(0, [outputScript], [0n], hashType)
    return ecc.verifySchnorr(hash, outputScript.subarray(2), encoded.subarray(0, 64))
  }
  return false
}

/**
 * Whether `signature` is `address`'s signature of `message`: a BIP-137 (legacy "ECDSA") signature, or
 * a BIP-322 "simple" signature of a p2wpkh or p2tr address. Never throws; anything malformed is false.
 *
 * @example
 * verifyBitcoinMessage({ address: wallet.paymentAddress, message: 'Atrium', signature }) // true
 */
export function verifyBitcoinMessage(parameters: VerifyBitcoinMessageParameters): boolean {
  try {
    const outputScript = outputScriptOf(parameters.address)
    if (outputScript === undefined) return false
    const bytes = fromBase64(parameters.signature)
    const header = bytes[0] ?? 0
    if (bytes.length === 65 && header >= 27 && header <= 42) {
      return verifyBip137(outputScript, parameters.message, bytes)
    }
    return verifyBip322(outputScript, parameters.message, bytes)
  } catch {
    return false
  }
}
