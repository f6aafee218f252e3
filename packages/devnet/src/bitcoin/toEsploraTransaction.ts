import type { Transaction } from 'bitcoinjs-lib'
import { getInputOutpoint } from './checkTransactionInputs.js'
import type { RegtestConfirmation, RegtestTransaction } from './createRegtestChain.js'
import { formatScriptAsm } from './formatScriptAsm.js'
import { getOutputAddress } from './getOutputAddress.js'
import { getOutputScriptType } from './getOutputScriptType.js'
import { readScriptOperations } from './readScriptOperations.js'
import type { SpentOutput } from './verifyInputSignature.js'

/** Esplora's `status` of a transaction. */
export type EsploraStatus =
  | { confirmed: false }
  | { confirmed: true; block_height: number; block_hash: string; block_time: number }

/** Esplora's output JSON (`vout[]`, `vin[].prevout`). */
export type EsploraOutput = {
  scriptpubkey: string
  scriptpubkey_asm: string
  scriptpubkey_type: string
  scriptpubkey_address?: string
  value: number
}

/** Esplora's input JSON. */
export type EsploraInput = {
  txid: string
  vout: number
  prevout: EsploraOutput | null
  scriptsig: string
  scriptsig_asm: string
  witness?: string[]
  is_coinbase: boolean
  sequence: number
  inner_redeemscript_asm?: string
  inner_witnessscript_asm?: string
}

/** Esplora's transaction JSON (`GET /tx/:txid`). */
export type EsploraTransaction = {
  txid: string
  version: number
  locktime: number
  vin: EsploraInput[]
  vout: EsploraOutput[]
  size: number
  weight: number
  fee: number
  status: EsploraStatus
}

function toHex(bytes: Uint8Array): string {
  return Buffer.from(bytes).toString('hex')
}

/** Esplora's status of a transaction confirmed at `confirmation`, or in the mempool. */
export function toEsploraStatus(confirmation: RegtestConfirmation | undefined): EsploraStatus {
  if (confirmation === undefined) return { confirmed: false }
  return {
    confirmed: true,
    block_height: confirmation.height,
    block_hash: confirmation.blockHash,
    block_time: confirmation.blockTime,
  }
}

/** Esplora's JSON of an output; the address is omitted for scripts without one (OP_RETURN). */
export function toEsploraOutput(output: SpentOutput): EsploraOutput {
  const type = getOutputScriptType(output.script)
  const address = getOutputAddress(output.script)
  return {
    scriptpubkey: toHex(output.script),
    scriptpubkey_asm: formatScriptAsm(output.script),
    scriptpubkey_type: type === 'witness_unknown' ? 'unknown' : type,
    ...(address === undefined ? {} : { scriptpubkey_address: address }),
    value: Number(output.value),
  }
}

/** The scripts a spend reveals: a p2sh redeem script and a p2wsh witness script. */
function getInnerScripts(
  input: Transaction['ins'][number],
  prevout: SpentOutput,
): Pick<EsploraInput, 'inner_redeemscript_asm' | 'inner_witnessscript_asm'> {
  const type = getOutputScriptType(prevout.script)
  const redeemScript =
    type === 'p2sh' ? readScriptOperations(input.script).operations.at(-1)?.data : undefined
  const witnessProgramType = redeemScript === undefined ? type : getOutputScriptType(redeemScript)
  const witnessScript = witnessProgramType === 'v0_p2wsh' ? input.witness.at(-1) : undefined
  return {
    ...(redeemScript === undefined ? {} : { inner_redeemscript_asm: formatScriptAsm(redeemScript) }),
    ...(witnessScript === undefined ? {} : { inner_witnessscript_asm: formatScriptAsm(witnessScript) }),
  }
}

function toEsploraInput(
  record: RegtestTransaction,
  input: Transaction['ins'][number],
  index: number,
): EsploraInput {
  const isCoinbase = record.transaction.isCoinbase()
  const prevout = record.spentOutputs[index]
  const outpoint = getInputOutpoint(input)
  return {
    txid: outpoint.txid,
    vout: outpoint.vout,
    prevout: prevout === undefined ? null : toEsploraOutput(prevout),
    scriptsig: toHex(input.script),
    scriptsig_asm: formatScriptAsm(input.script),
    ...(input.witness.length === 0 ? {} : { witness: input.witness.map(toHex) }),
    is_coinbase: isCoinbase,
    sequence: input.sequence,
    ...(prevout === undefined ? {} : getInnerScripts(input, prevout)),
  }
}

/** Esplora's JSON of a transaction, with the outputs its inputs spend and its fee. */
export function toEsploraTransaction(record: RegtestTransaction): EsploraTransaction {
  const { transaction } = record
  return {
    txid: record.txid,
    version: transaction.version,
    locktime: transaction.locktime,
    vin: transaction.ins.map((input, index) => toEsploraInput(record, input, index)),
    vout: transaction.outs.map(toEsploraOutput),
    size: transaction.byteLength(),
    weight: transaction.weight(),
    fee: Number(record.fee),
    status: toEsploraStatus(record.confirmation),
  }
}
