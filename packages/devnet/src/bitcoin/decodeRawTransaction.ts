import { Transaction } from 'bitcoinjs-lib'
import { RPC_DESERIALIZATION_ERROR, rejectTransaction } from './rejectTransaction.js'

/**
 * The transaction a hex string serialises, with nothing left over.
 *
 * @throws DevnetBitcoinTransactionRejectedError with bitcoind's `TX decode failed` text (RPC code -22).
 */
export function decodeRawTransaction(hex: string): Transaction {
  const decodeFailed = () =>
    rejectTransaction('TX decode failed. Make sure the tx has at least one input.', RPC_DESERIALIZATION_ERROR)
  if (!/^(?:[0-9a-fA-F]{2})+$/.test(hex)) throw decodeFailed()
  try {
    return Transaction.fromHex(hex)
  } catch {
    throw decodeFailed()
  }
}
