import { DevnetBitcoinTransactionRejectedError } from './bitcoinErrors.js'

/** bitcoind's `RPC_TRANSACTION_REJECTED`: the mempool refused the transaction. */
export const RPC_TRANSACTION_REJECTED = -26

/** bitcoind's `RPC_TRANSACTION_ERROR`: missing inputs or a fee above the broadcast limit. */
export const RPC_TRANSACTION_ERROR = -25

/** bitcoind's `RPC_VERIFY_ALREADY_IN_UTXO_SET`: the transaction is already confirmed. */
export const RPC_VERIFY_ALREADY_IN_UTXO_SET = -27

/** bitcoind's `RPC_DESERIALIZATION_ERROR`: the hex is no transaction. */
export const RPC_DESERIALIZATION_ERROR = -22

/** The error for a transaction the mempool refuses, with bitcoind's reject reason. */
export function rejectTransaction(
  reason: string,
  rpcCode: number = RPC_TRANSACTION_REJECTED,
): DevnetBitcoinTransactionRejectedError {
  return new DevnetBitcoinTransactionRejectedError({ rpcCode, reason })
}
