import * as ecc from '@bitcoinerlab/secp256k1'
import { script as bitcoinScript, crypto, type Transaction } from 'bitcoinjs-lib'
import type { DevnetBitcoinTransactionRejectedError } from './bitcoinErrors.js'
import { getOutputScriptType } from './getOutputScriptType.js'
import { readScriptOperations } from './readScriptOperations.js'
import { rejectTransaction } from './rejectTransaction.js'

/** The output an input spends: what its signature commits to. */
export type SpentOutput = {
  readonly script: Uint8Array
  readonly value: bigint
}

export type VerifyInputSignatureParameters = {
  readonly transaction: Transaction
  readonly index: number
  /** The outputs spent by every input of `transaction`, in input order (taproot signs them all). */
  readonly spentOutputs: readonly SpentOutput[]
}

/** bitcoind's script error texts (`ScriptErrorString`) for the faults this file detects. */
const SCRIPT_ERRORS = {
  evalFalse: 'Script evaluated without error but finished with a false/empty top stack element',
  equalVerify: 'Script failed an OP_EQUALVERIFY operation',
  stackSize: 'Operation not valid with the current stack size',
  cleanStack: 'Stack size must be exactly one after execution',
  signatureDer: 'Non-canonical DER signature',
  signatureHighS: 'Non-canonical signature: S value is unnecessarily high',
  signatureHashType: 'Signature hash type missing or not understood',
  publicKeyType: 'Public key is neither compressed or uncompressed',
  witnessPublicKeyType: 'Using non-compressed keys in segwit',
  witnessMalleated: 'Witness requires empty scriptSig',
  witnessMalleatedP2sh: 'Witness requires only-redeemscript scriptSig',
  witnessUnexpected: 'Witness provided for non-witness script',
  witnessProgramMismatch: 'Witness program hash mismatch',
  witnessProgramEmpty: 'Witness program was passed an empty witness',
  schnorrSize: 'Invalid Schnorr signature size',
  schnorrHashType: 'Invalid Schnorr signature hash type',
  schnorr: 'Invalid Schnorr signature',
} as const

const HALF_CURVE_ORDER = 0x7fffffffffffffffffffffffffffffff5d576e7357a4501ddfe92f46681b20a0n
const OP_1 = 0x51
const OP_16 = 0x60
const TAPROOT_ANNEX_TAG = 0x50

/**
 * bitcoind checks scripts twice: with the relay policy flags, then (on failure) with the consensus
 * flags only. A fault that consensus also rejects reads `mandatory-script-verify-flag-failed`,
 * a policy-only fault `non-mandatory-script-verify-flag`.
 */
function mandatory(error: string): DevnetBitcoinTransactionRejectedError {
  return rejectTransaction(`mandatory-script-verify-flag-failed (${error})`)
}

function policy(error: string): DevnetBitcoinTransactionRejectedError {
  return rejectTransaction(`non-mandatory-script-verify-flag (${error})`)
}

function isEqual(left: Uint8Array, right: Uint8Array): boolean {
  return left.length === right.length && left.every((byte, index) => byte === right[index])
}

function isCompressedPublicKey(publicKey: Uint8Array): boolean {
  return publicKey.length === 33 && (publicKey[0] === 0x02 || publicKey[0] === 0x03)
}

/** The items a push-only scriptSig leaves on the stack. */
function toStack(scriptSig: Uint8Array): Uint8Array[] {
  return readScriptOperations(scriptSig).operations.map((operation) => {
    if (operation.data !== undefined) return operation.data
    if (operation.opcode >= OP_1 && operation.opcode <= OP_16)
      return Uint8Array.of(operation.opcode - OP_1 + 1)
    return new Uint8Array(0)
  })
}

/**
 * Checks `<signature> <publicKey> OP_CHECKSIG` against the hash `hashFor(hashType)`, as the p2pkh
 * and p2wpkh templates run it.
 */
function checkEcdsa(parameters: {
  signature: Uint8Array
  publicKey: Uint8Array
  isSegwit: boolean
  hashFor: (hashType: number) => Uint8Array
}): void {
  const { signature, publicKey, isSegwit, hashFor } = parameters
  if (signature.length === 0) throw mandatory(SCRIPT_ERRORS.evalFalse)
  const hashType = signature[signature.length - 1] ?? 0
  if (!bitcoinScript.isDefinedHashType(hashType)) throw policy(SCRIPT_ERRORS.signatureHashType)
  let compact: Uint8Array
  try {
    compact = bitcoinScript.signature.decode(signature).signature
  } catch {
    throw mandatory(SCRIPT_ERRORS.signatureDer)
  }
  const isValid = ecc.isPoint(publicKey) && ecc.verify(hashFor(hashType), publicKey, compact, false)
  if (!isValid) throw mandatory(SCRIPT_ERRORS.evalFalse)
  if (isSegwit && !isCompressedPublicKey(publicKey)) throw policy(SCRIPT_ERRORS.witnessPublicKeyType)
  if (!bitcoinScript.isCanonicalPubKey(publicKey)) throw policy(SCRIPT_ERRORS.publicKeyType)
  const s = BigInt(`0x${Buffer.from(compact.subarray(32)).toString('hex')}`)
  if (s > HALF_CURVE_ORDER) throw policy(SCRIPT_ERRORS.signatureHighS)
}

function checkP2wpkh(parameters: VerifyInputSignatureParameters & { program: Uint8Array }): void {
  const { transaction, index, spentOutputs, program } = parameters
  const witness = transaction.ins[index]?.witness ?? []
  const [signature, publicKey] = witness
  if (witness.length !== 2 || signature === undefined || publicKey === undefined) {
    throw mandatory(SCRIPT_ERRORS.witnessProgramMismatch)
  }
  if (!isEqual(crypto.hash160(publicKey), program)) throw mandatory(SCRIPT_ERRORS.equalVerify)
  const scriptCode = bitcoinScript.compile([0x76, 0xa9, program, 0x88, 0xac])
  const value = spentOutputs[index]?.value ?? 0n
  checkEcdsa({
    signature,
    publicKey,
    isSegwit: true,
    hashFor: (hashType) => transaction.hashForWitnessV0(index, scriptCode, value, hashType),
  })
}

function checkP2pkh(parameters: VerifyInputSignatureParameters & { spentScript: Uint8Array }): void {
  const { transaction, index, spentScript } = parameters
  const input = transaction.ins[index]
  if (input === undefined) return
  if (input.witness.length > 0) throw mandatory(SCRIPT_ERRORS.witnessUnexpected)
  const stack = toStack(input.script)
  const publicKey = stack.at(-1)
  const signature = stack.at(-2)
  if (signature === undefined || publicKey === undefined) throw mandatory(SCRIPT_ERRORS.stackSize)
  if (!isEqual(crypto.hash160(publicKey), spentScript.subarray(3, 23))) {
    throw mandatory(SCRIPT_ERRORS.equalVerify)
  }
  checkEcdsa({
    signature,
    publicKey,
    isSegwit: false,
    hashFor: (hashType) => transaction.hashForSignature(index, spentScript, hashType),
  })
  if (stack.length > 2) throw policy(SCRIPT_ERRORS.cleanStack)
}

function checkP2shP2wpkh(parameters: VerifyInputSignatureParameters & { spentScript: Uint8Array }): void {
  const { transaction, index, spentScript } = parameters
  const scriptSig = transaction.ins[index]?.script ?? new Uint8Array(0)
  const stack = toStack(scriptSig)
  const redeemScript = stack.at(-1)
  if (redeemScript === undefined) throw mandatory(SCRIPT_ERRORS.stackSize)
  if (!isEqual(crypto.hash160(redeemScript), spentScript.subarray(2, 22))) {
    throw mandatory(SCRIPT_ERRORS.evalFalse)
  }
  if (getOutputScriptType(redeemScript) !== 'v0_p2wpkh') throw unsupported('p2sh')
  if (!isEqual(scriptSig, bitcoinScript.compile([redeemScript]))) {
    throw mandatory(SCRIPT_ERRORS.witnessMalleatedP2sh)
  }
  checkP2wpkh({ ...parameters, program: redeemScript.subarray(2) })
}

function checkTaprootKeyPath(parameters: VerifyInputSignatureParameters & { outputKey: Uint8Array }): void {
  const { transaction, index, spentOutputs, outputKey } = parameters
  const witness = transaction.ins[index]?.witness ?? []
  if (witness.length === 0) throw mandatory(SCRIPT_ERRORS.witnessProgramEmpty)
  const hasAnnex = witness.length >= 2 && witness.at(-1)?.[0] === TAPROOT_ANNEX_TAG
  // bitcoind relays no annex (policy), so neither does this chain.
  if (hasAnnex) throw rejectTransaction('bad-witness-nonstandard')
  if (witness.length > 1) throw unsupported('taproot script-path')
  const signature = witness[0] ?? new Uint8Array(0)
  if (signature.length !== 64 && signature.length !== 65) throw mandatory(SCRIPT_ERRORS.schnorrSize)
  const hashType = signature.length === 65 ? (signature[64] ?? 0) : 0
  if (signature.length === 65 && !bitcoinScript.isDefinedHashType(hashType)) {
    throw mandatory(SCRIPT_ERRORS.schnorrHashType)
  }
  let hash: Uint8Array
  try {
    hash = transaction.hashForWitnessV1(
      index,
      spentOutputs.map((output) => output.script),
      spentOutputs.map((output) => output.value),
      hashType,
    )
  } catch {
    // SIGHASH_SINGLE without an output at the input's index has no message to sign.
    throw mandatory(SCRIPT_ERRORS.schnorrHashType)
  }
  if (!ecc.verifySchnorr(hash, outputKey, signature.subarray(0, 64))) throw mandatory(SCRIPT_ERRORS.schnorr)
}

function unsupported(kind: string): DevnetBitcoinTransactionRejectedError {
  return policy(
    `spending ${kind} outputs is not supported by the Atrium devnet, which verifies p2pkh, p2sh-p2wpkh, p2wpkh and taproot key-path spends`,
  )
}

/**
 * Verifies the signature of input `index` the way bitcoind's script interpreter judges the
 * standard templates: p2wpkh, taproot key path, p2pkh and p2sh-p2wpkh. Other output types are
 * refused with a clear reason rather than accepted unchecked.
 *
 * @throws DevnetBitcoinTransactionRejectedError with bitcoind's `(non-)mandatory-script-verify-flag` text.
 */
export function verifyInputSignature(parameters: VerifyInputSignatureParameters): void {
  const { transaction, index, spentOutputs } = parameters
  const spentScript = spentOutputs[index]?.script ?? new Uint8Array(0)
  const input = transaction.ins[index]
  const type = getOutputScriptType(spentScript)
  const isNativeWitness = type === 'v0_p2wpkh' || type === 'v1_p2tr'
  if (isNativeWitness && input !== undefined && input.script.length > 0) {
    throw mandatory(SCRIPT_ERRORS.witnessMalleated)
  }
  if (type === 'v0_p2wpkh') checkP2wpkh({ ...parameters, program: spentScript.subarray(2) })
  else if (type === 'v1_p2tr') checkTaprootKeyPath({ ...parameters, outputKey: spentScript.subarray(2) })
  else if (type === 'p2pkh') checkP2pkh({ ...parameters, spentScript })
  else if (type === 'p2sh') checkP2shP2wpkh({ ...parameters, spentScript })
  else throw unsupported(type)
}
