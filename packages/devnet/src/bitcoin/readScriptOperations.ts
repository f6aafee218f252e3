const OP_PUSHDATA1 = 0x4c
const OP_PUSHDATA2 = 0x4d
const OP_PUSHDATA4 = 0x4e

/** One operation of a script: its opcode and, for pushes of bytes, the pushed data. */
export type ScriptOperation = {
  readonly opcode: number
  readonly data?: Uint8Array
}

/** The operations of a script, and whether a push runs past its end (bitcoind then fails the script). */
export type ReadScriptOperationsReturnType = {
  readonly operations: readonly ScriptOperation[]
  readonly isTruncated: boolean
}

function readLength(script: Uint8Array, offset: number, size: number): number | undefined {
  if (offset + size > script.length) return undefined
  let length = 0
  for (let index = size - 1; index >= 0; index--) length = length * 256 + (script[offset + index] ?? 0)
  return length
}

/**
 * Splits a script into its raw operations, keeping each push opcode as written. bitcoinjs-lib's
 * `decompile` rewrites small pushes as `OP_1`…`OP_16` and returns `null` for a truncated script,
 * which loses what bitcoind's push-only rule and Esplora's asm text need.
 */
export function readScriptOperations(script: Uint8Array): ReadScriptOperationsReturnType {
  const operations: ScriptOperation[] = []
  let offset = 0
  while (offset < script.length) {
    const opcode = script[offset] ?? 0
    offset += 1
    if (opcode === 0 || opcode > OP_PUSHDATA4) {
      operations.push({ opcode })
      continue
    }
    let length: number | undefined = opcode
    if (opcode >= OP_PUSHDATA1) {
      const size = opcode === OP_PUSHDATA1 ? 1 : opcode === OP_PUSHDATA2 ? 2 : 4
      length = readLength(script, offset, size)
      offset += size
    }
    if (length === undefined || offset + length > script.length) {
      operations.push({ opcode })
      return { operations, isTruncated: true }
    }
    operations.push({ opcode, data: script.subarray(offset, offset + length) })
    offset += length
  }
  return { operations, isTruncated: false }
}
