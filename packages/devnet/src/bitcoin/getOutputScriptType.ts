const OP_0 = 0x00
const OP_1 = 0x51
const OP_16 = 0x60
const OP_RETURN = 0x6a
const OP_DUP = 0x76
const OP_HASH160 = 0xa9
const OP_EQUAL = 0x87
const OP_EQUALVERIFY = 0x88
const OP_CHECKSIG = 0xac

/**
 * The `scriptpubkey_type` values Esplora reports for Bitcoin, plus `witness_unknown` for witness
 * programs of future versions (Esplora prints those as `unknown`; bitcoind relays them).
 */
export type OutputScriptType =
  | 'empty'
  | 'op_return'
  | 'p2pk'
  | 'p2pkh'
  | 'p2sh'
  | 'v0_p2wpkh'
  | 'v0_p2wsh'
  | 'v1_p2tr'
  | 'witness_unknown'
  | 'unknown'

/** Classifies an output script by its exact byte template, as Esplora and bitcoind do. */
export function getOutputScriptType(script: Uint8Array): OutputScriptType {
  const length = script.length
  const [first, second] = script
  if (length === 0) return 'empty'
  if (first === OP_RETURN) return 'op_return'
  if ((length === 35 && first === 33) || (length === 67 && first === 65)) {
    if (script[length - 1] === OP_CHECKSIG) return 'p2pk'
  }
  if (
    length === 25 &&
    first === OP_DUP &&
    second === OP_HASH160 &&
    script[2] === 20 &&
    script[23] === OP_EQUALVERIFY &&
    script[24] === OP_CHECKSIG
  ) {
    return 'p2pkh'
  }
  if (length === 23 && first === OP_HASH160 && second === 20 && script[22] === OP_EQUAL) return 'p2sh'
  if (first === OP_0 && length === 22 && second === 20) return 'v0_p2wpkh'
  if (first === OP_0 && length === 34 && second === 32) return 'v0_p2wsh'
  if (first === OP_1 && length === 34 && second === 32) return 'v1_p2tr'
  const isWitnessProgram =
    first !== undefined &&
    first >= OP_1 &&
    first <= OP_16 &&
    second !== undefined &&
    second >= 2 &&
    second <= 40 &&
    length === second + 2
  return isWitnessProgram ? 'witness_unknown' : 'unknown'
}
