import type { Transaction } from 'bitcoinjs-lib'
import { getDustThreshold } from './getDustThreshold.js'
import { getOutputScriptType } from './getOutputScriptType.js'
import { readScriptOperations } from './readScriptOperations.js'
import { rejectTransaction } from './rejectTransaction.js'

/** 21 million BTC in satoshis: no output or sum of outputs may exceed it (consensus). */
export const MAX_MONEY_SATS = 21_000_000n * 100_000_000n

const MAX_BLOCK_WEIGHT = 4_000_000
const MAX_STANDARD_TX_WEIGHT = 400_000
const MIN_STANDARD_TX_NONWITNESS_SIZE = 65
const MAX_STANDARD_SCRIPTSIG_SIZE = 1_650
const MAX_OP_RETURN_SCRIPT_SIZE = 83
const MAX_STANDARD_VERSION = 3
const OP_16 = 0x60

function isPushOnly(script: Uint8Array): boolean {
  const { operations, isTruncated } = readScriptOperations(script)
  return !isTruncated && operations.every((operation) => operation.opcode <= OP_16)
}

function checkOutputs(transaction: Transaction): void {
  let total = 0n
  for (const output of transaction.outs) {
    if (output.value < 0n) throw rejectTransaction('bad-txns-vout-negative')
    if (output.value > MAX_MONEY_SATS) throw rejectTransaction('bad-txns-vout-toolarge')
    total += output.value
    if (total > MAX_MONEY_SATS) throw rejectTransaction('bad-txns-txouttotal-toolarge')
  }
}

function checkInputs(transaction: Transaction): void {
  const outpoints = new Set<string>()
  for (const input of transaction.ins) {
    const outpoint = `${Buffer.from(input.hash).toString('hex')}:${input.index}`
    if (outpoints.has(outpoint)) throw rejectTransaction('bad-txns-inputs-duplicate')
    outpoints.add(outpoint)
  }
  if (transaction.isCoinbase()) throw rejectTransaction('coinbase')
  for (const input of transaction.ins) {
    if (input.index === 0xffff_ffff && input.hash.every((byte) => byte === 0)) {
      throw rejectTransaction('bad-txns-prevout-null')
    }
  }
}

function checkStandardOutputs(transaction: Transaction): void {
  let opReturnCount = 0
  let hasDust = false
  for (const output of transaction.outs) {
    const type = getOutputScriptType(output.script)
    if (type === 'op_return') {
      const isStandardData =
        output.script.length <= MAX_OP_RETURN_SCRIPT_SIZE && isPushOnly(output.script.subarray(1))
      if (!isStandardData) throw rejectTransaction('scriptpubkey')
      opReturnCount += 1
    } else if (type === 'empty' || type === 'unknown') {
      throw rejectTransaction('scriptpubkey')
    }
    if (output.value < getDustThreshold(output.script)) hasDust = true
  }
  if (hasDust) throw rejectTransaction('dust')
  if (opReturnCount > 1) throw rejectTransaction('multi-op-return')
}

/**
 * The checks bitcoind makes on a transaction before looking at the coins it spends: consensus
 * (`CheckTransaction`) then relay policy (`IsStandardTx` of Bitcoin Core 28: versions 1 to 3,
 * standard output scripts, one OP_RETURN of up to 83 bytes, no dust, push-only scriptSigs).
 *
 * @throws DevnetBitcoinTransactionRejectedError with bitcoind's reject reason.
 */
export function checkTransactionStandard(transaction: Transaction): void {
  if (transaction.ins.length === 0) throw rejectTransaction('bad-txns-vin-empty')
  if (transaction.outs.length === 0) throw rejectTransaction('bad-txns-vout-empty')
  if (transaction.byteLength(false) * 4 > MAX_BLOCK_WEIGHT) throw rejectTransaction('bad-txns-oversize')
  checkOutputs(transaction)
  checkInputs(transaction)

  if (transaction.version < 1 || transaction.version > MAX_STANDARD_VERSION)
    throw rejectTransaction('version')
  if (transaction.weight() > MAX_STANDARD_TX_WEIGHT) throw rejectTransaction('tx-size')
  for (const input of transaction.ins) {
    if (input.script.length > MAX_STANDARD_SCRIPTSIG_SIZE) throw rejectTransaction('scriptsig-size')
    if (!isPushOnly(input.script)) throw rejectTransaction('scriptsig-not-pushonly')
  }
  checkStandardOutputs(transaction)
  if (transaction.byteLength(false) < MIN_STANDARD_TX_NONWITNESS_SIZE)
    throw rejectTransaction('tx-size-small')
}
