import type { Transaction } from 'bitcoinjs-lib'
import { MAX_MONEY_SATS } from './checkTransactionStandard.js'
import { formatBitcoinAmount } from './formatBitcoinAmount.js'
import { RPC_TRANSACTION_ERROR, rejectTransaction } from './rejectTransaction.js'
import { type SpentOutput, verifyInputSignature } from './verifyInputSignature.js'

/** bitcoind's `sendrawtransaction` default `maxfeerate` (0.10 BTC/kvB) in sat/vB. */
export const BITCOIN_MAX_FEE_RATE = 10_000

const LOCKTIME_THRESHOLD = 500_000_000

/** An output a transaction refers to, as `txid` (display order) and `vout`. */
export type Outpoint = {
  readonly txid: string
  readonly vout: number
}

export type CheckTransactionInputsParameters = {
  readonly transaction: Transaction
  /** The unspent output at `outpoint`, created in a block or in the mempool; `undefined` if none. */
  readonly getCoin: (outpoint: Outpoint) => SpentOutput | undefined
  /** True when a mempool transaction already spends `outpoint`. */
  readonly isSpentInMempool: (outpoint: Outpoint) => boolean
  /** Height and median time past of the chain tip: a new transaction must be final in the next block. */
  readonly tip: { readonly height: number; readonly medianTime: number }
  /** Satoshis per virtual byte. */
  readonly minRelayFeeRate: number
}

export type CheckTransactionInputsReturnType = {
  readonly spentOutputs: readonly SpentOutput[]
  readonly fee: bigint
}

/** The outpoint input `input` spends (bitcoinjs-lib keeps the txid in internal byte order). */
export function getInputOutpoint(input: { hash: Uint8Array; index: number }): Outpoint {
  return { txid: Buffer.from(input.hash).reverse().toString('hex'), vout: input.index }
}

function checkFinal(transaction: Transaction, tip: CheckTransactionInputsParameters['tip']): void {
  const { locktime } = transaction
  if (locktime === 0) return
  const limit = locktime < LOCKTIME_THRESHOLD ? tip.height + 1 : tip.medianTime
  if (locktime < limit) return
  if (transaction.ins.every((input) => input.sequence === 0xffff_ffff)) return
  throw rejectTransaction('non-final')
}

function checkFee(
  transaction: Transaction,
  spentOutputs: readonly SpentOutput[],
  minRelayFeeRate: number,
): bigint {
  const valueIn = spentOutputs.reduce((sum, output) => sum + output.value, 0n)
  const valueOut = transaction.outs.reduce((sum, output) => sum + output.value, 0n)
  if (valueIn > MAX_MONEY_SATS) throw rejectTransaction('bad-txns-inputvalues-outofrange')
  if (valueIn < valueOut) {
    throw rejectTransaction(
      `bad-txns-in-belowout, value in (${formatBitcoinAmount(valueIn)}) < value out (${formatBitcoinAmount(valueOut)})`,
    )
  }
  const fee = valueIn - valueOut
  const minimumFee = BigInt(Math.ceil(transaction.virtualSize() * minRelayFeeRate))
  if (fee < minimumFee) throw rejectTransaction(`min relay fee not met, ${fee} < ${minimumFee}`)
  return fee
}

/**
 * The checks bitcoind's mempool makes against the chain, in its order: finality at the next
 * block, conflicts with mempool spends (`txn-mempool-conflict`: no replacement), missing or spent
 * inputs, value in ≥ value out, the minimum relay fee, every input's signature, and last the
 * `maxfeerate` guard of `sendrawtransaction`.
 *
 * @throws DevnetBitcoinTransactionRejectedError with bitcoind's reject reason and RPC code.
 */
export function checkTransactionInputs(
  parameters: CheckTransactionInputsParameters,
): CheckTransactionInputsReturnType {
  const { transaction, getCoin, isSpentInMempool, tip, minRelayFeeRate } = parameters
  checkFinal(transaction, tip)
  const outpoints = transaction.ins.map(getInputOutpoint)
  if (outpoints.some(isSpentInMempool)) throw rejectTransaction('txn-mempool-conflict')
  const spentOutputs = outpoints.map((outpoint) => {
    const coin = getCoin(outpoint)
    if (coin === undefined) throw rejectTransaction('bad-txns-inputs-missingorspent', RPC_TRANSACTION_ERROR)
    return coin
  })
  const fee = checkFee(transaction, spentOutputs, minRelayFeeRate)
  transaction.ins.forEach((_input, index) => {
    verifyInputSignature({ transaction, index, spentOutputs })
  })
  if (fee > BigInt(Math.ceil(transaction.virtualSize() * BITCOIN_MAX_FEE_RATE))) {
    throw rejectTransaction(
      'Fee exceeds maximum configured by user (e.g. -maxtxfee, maxfeerate)',
      RPC_TRANSACTION_ERROR,
    )
  }
  return { spentOutputs, fee }
}
