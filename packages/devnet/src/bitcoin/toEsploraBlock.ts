import type { RegtestBlock } from './createRegtestChain.js'

/** Esplora's block JSON (`GET /block/:hash`). */
export type EsploraBlock = {
  id: string
  height: number
  version: number
  timestamp: number
  tx_count: number
  size: number
  weight: number
  merkle_root: string
  previousblockhash: string | null
  mediantime: number
  nonce: number
  bits: number
  difficulty: number
}

/** Difficulty 1 is the target of compact bits 0x1d00ffff. */
function getDifficulty(bits: number): number {
  const exponent = bits >>> 24
  const mantissa = bits & 0x00ff_ffff
  return (0xffff / mantissa) * 2 ** (8 * (0x1d - exponent))
}

function toDisplayHex(hash: Uint8Array | undefined): string {
  return Buffer.from(hash ?? new Uint8Array(32))
    .reverse()
    .toString('hex')
}

/** Esplora's JSON of a block. */
export function toEsploraBlock(entry: RegtestBlock): EsploraBlock {
  const { block } = entry
  const previous = block.prevHash
  const isGenesis = previous === undefined || previous.every((byte) => byte === 0)
  return {
    id: entry.hash,
    height: entry.height,
    version: block.version,
    timestamp: block.timestamp,
    tx_count: entry.txids.length,
    size: block.byteLength(),
    weight: block.weight(),
    merkle_root: toDisplayHex(block.merkleRoot),
    previousblockhash: isGenesis ? null : toDisplayHex(previous),
    mediantime: entry.medianTime,
    nonce: block.nonce,
    bits: block.bits,
    difficulty: getDifficulty(block.bits),
  }
}
