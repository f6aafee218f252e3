import type { BitcoinAddressType } from '../addresses/decodeBitcoinAddress.js'

/** The input types the adapter spends from: what wallets use as payment addresses. */
export type SpendableAddressType = Extract<BitcoinAddressType, 'p2wpkh' | 'p2tr' | 'p2sh'>

/**
 * Weight units of one input, by type, at its largest: outpoint (36 bytes), script length and
 * sequence (4) at 4 WU a byte, plus the witness at 1 WU a byte. ECDSA signatures are counted at 72
 * bytes (DER at most 71 plus the sighash byte), so the estimate never falls short of the signed
 * transaction. `p2sh` is P2SH-P2WPKH (nested segwit, Xverse's mainnet payment address).
 */
export const INPUT_WEIGHTS: Readonly<Record<SpendableAddressType, number>> = {
  // 41 bytes; witness: 1 item count + (1 + 72) signature + (1 + 33) key.
  p2wpkh: 41 * 4 + 108,
  // 41 bytes; witness: 1 item count + (1 + 64) Schnorr signature (SIGHASH_DEFAULT).
  p2tr: 41 * 4 + 66,
  // 64 bytes (a 23-byte script pushing the p2wpkh program); witness as p2wpkh.
  p2sh: 64 * 4 + 108,
}

/** Version (4), locktime (4): the fixed part of every transaction, in bytes. */
const TRANSACTION_FIXED_BYTES = 8
/** The segwit marker and flag bytes, at 1 WU each. */
const SEGWIT_MARKER_WEIGHT = 2

/** Bytes of Bitcoin's CompactSize encoding of `value`. */
export function getVarIntSize(value: number): number {
  if (value < 0xfd) return 1
  if (value <= 0xffff) return 3
  if (value <= 0xffffffff) return 5
  return 9
}

/** Bytes of one output: value (8), script length, script. */
export function getOutputSize(outputScript: Uint8Array): number {
  return 8 + getVarIntSize(outputScript.length) + outputScript.length
}

/**
 * The virtual size (vbytes, BIP-141: weight / 4 rounded up) of a signed transaction spending
 * `inputs` of the given types to outputs with the given scripts: what the fee is paid on.
 *
 * @example
 * estimateVirtualSize(['p2wpkh'], [p2wpkhScript, p2wpkhScript]) // 141
 */
export function estimateVirtualSize(
  inputs: readonly SpendableAddressType[],
  outputScripts: readonly Uint8Array[],
): number {
  const baseBytes =
    TRANSACTION_FIXED_BYTES +
    getVarIntSize(inputs.length) +
    getVarIntSize(outputScripts.length) +
    outputScripts.reduce((total, script) => total + getOutputSize(script), 0)
  const inputWeight = inputs.reduce((total, type) => total + INPUT_WEIGHTS[type], 0)
  const weight = baseBytes * 4 + inputWeight + (inputs.length > 0 ? SEGWIT_MARKER_WEIGHT : 0)
  return Math.ceil(weight / 4)
}
