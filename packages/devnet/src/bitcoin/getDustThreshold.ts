import { getOutputScriptType } from './getOutputScriptType.js'

/** bitcoind's `-dustrelayfee` default, in satoshis per 1000 virtual bytes. */
export const BITCOIN_DUST_RELAY_FEE_SAT_PER_KVB = 3_000

/** Bytes of an input spending a witness program, its witness counted at a quarter (bitcoind's estimate). */
const WITNESS_INPUT_SIZE = 32 + 4 + 1 + Math.floor(107 / 4) + 4

/** Bytes of an input spending a legacy output with a 107-byte scriptSig (bitcoind's estimate). */
const LEGACY_INPUT_SIZE = 32 + 4 + 1 + 107 + 4

function compactSizeLength(value: number): number {
  if (value < 0xfd) return 1
  return value <= 0xffff ? 3 : 5
}

/**
 * The smallest value bitcoind relays for an output with this script: what creating and later
 * spending it costs at the dust relay fee (546 sat for p2pkh, 294 for p2wpkh, 330 for p2tr), and 0
 * for OP_RETURN outputs, which are never spent.
 */
export function getDustThreshold(script: Uint8Array): bigint {
  const type = getOutputScriptType(script)
  if (type === 'op_return') return 0n
  const isWitness =
    type === 'v0_p2wpkh' || type === 'v0_p2wsh' || type === 'v1_p2tr' || type === 'witness_unknown'
  const size =
    8 +
    compactSizeLength(script.length) +
    script.length +
    (isWitness ? WITNESS_INPUT_SIZE : LEGACY_INPUT_SIZE)
  return BigInt(Math.floor((size * BITCOIN_DUST_RELAY_FEE_SAT_PER_KVB) / 1000))
}
