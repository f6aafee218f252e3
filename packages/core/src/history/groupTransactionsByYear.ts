import type { Transaction } from '../blockchainApi/transactionSchema.js'
import { isSpamTransaction } from './isSpamTransaction.js'

/**
 * Transactions by the year, then the month (0 for January) they were mined in, in the local time
 * zone: what the user reads as "March". Plain objects, so the state stays serialisable.
 */
export type TransactionsByYear = Readonly<Record<number, Readonly<Record<number, readonly Transaction[]>>>>

/**
 * [HIST-008] Groups transactions by year, then by month (A-26: like `coinbaseTransactions`), each
 * group in the order given (the API's: newest first). Spam NFT transfers (`isSpamTransaction`) and
 * transactions without a readable `minedAt` are left out. Pure.
 */
export function groupTransactionsByYear(transactions: readonly Transaction[]): TransactionsByYear {
  const byYear: Record<number, Record<number, Transaction[]>> = {}
  for (const transaction of transactions) {
    if (isSpamTransaction(transaction)) continue
    const minedAt = new Date(transaction.metadata.minedAt)
    if (Number.isNaN(minedAt.getTime())) continue
    const months = byYear[minedAt.getFullYear()] ?? {}
    months[minedAt.getMonth()] = [...(months[minedAt.getMonth()] ?? []), transaction]
    byYear[minedAt.getFullYear()] = months
  }
  return byYear
}
