import { opcodes } from 'bitcoinjs-lib'
import { readScriptOperations } from './readScriptOperations.js'

const OP_1NEGATE = 0x4f
const OP_1 = 0x51
const OP_16 = 0x60
const OP_PUSHDATA1 = 0x4c
const OP_CHECKSIGADD = 0xba
const OP_INVALIDOPCODE = 0xff

/** Names Esplora prints (rust-bitcoin's) where they differ from bitcoinjs-lib's. */
const RUST_BITCOIN_NAMES: Readonly<Record<number, string>> = {
  0: 'OP_0',
  [OP_1NEGATE]: 'OP_PUSHNUM_NEG1',
  177: 'OP_CLTV',
  178: 'OP_CSV',
}

const BITCOINJS_NAMES = new Map<number, string>()
for (const [name, value] of Object.entries(opcodes)) {
  if (typeof value === 'number' && !BITCOINJS_NAMES.has(value)) BITCOINJS_NAMES.set(value, name)
}

function opcodeName(opcode: number): string {
  const renamed = RUST_BITCOIN_NAMES[opcode]
  if (renamed !== undefined) return renamed
  if (opcode > 0x00 && opcode < OP_PUSHDATA1) return `OP_PUSHBYTES_${opcode}`
  if (opcode >= OP_1 && opcode <= OP_16) return `OP_PUSHNUM_${opcode - OP_1 + 1}`
  // rust-bitcoin names the undefined opcodes after the OP_SUCCESS behaviour they share in tapscript.
  if (opcode > OP_CHECKSIGADD && opcode < OP_INVALIDOPCODE) return `OP_RETURN_${opcode}`
  return BITCOINJS_NAMES.get(opcode) ?? `OP_UNKNOWN_${opcode}`
}

/**
 * The script in the assembly notation of Esplora's `*_asm` fields (rust-bitcoin's), e.g.
 * `OP_0 OP_PUSHBYTES_20 <hex>`: pushes name their opcode and size, which bitcoinjs-lib's `toASM`
 * drops, so wallets and explorers reading asm text see what a real Esplora answers.
 */
export function formatScriptAsm(script: Uint8Array): string {
  const { operations, isTruncated } = readScriptOperations(script)
  const parts = operations.flatMap((operation) =>
    operation.data === undefined
      ? [opcodeName(operation.opcode)]
      : [opcodeName(operation.opcode), Buffer.from(operation.data).toString('hex')],
  )
  if (isTruncated) parts.push('<push past end>')
  return parts.join(' ')
}
