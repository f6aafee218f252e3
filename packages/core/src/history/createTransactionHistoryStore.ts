import type { CaipAddress } from '@atrium/common'
import { createStore } from 'zustand/vanilla'
import type { Transaction } from '../blockchainApi/transactionSchema.js'
import type { TransactionsByYear } from './groupTransactionsByYear.js'

/**
 * [HIST-001] The transaction history of one account (SPEC §3 "Transaction state"): the pages
 * loaded so far, grouped for the Activity list, and where the next page starts. Plain data.
 */
export type TransactionHistoryState = {
  /** The account (and so the network) the transactions are of; `undefined` before any fetch. */
  readonly caipAddress: CaipAddress | undefined
  /** Every transaction of the pages loaded, newest first, as the API returned them. */
  readonly transactions: readonly Transaction[]
  /** [HIST-008] `transactions` by year then month, spam NFT transfers left out. */
  readonly transactionsByYear: TransactionsByYear
  readonly loading: boolean
  /** [HIST-003] True once a fetch failed (and, beyond the spec, when the account has no transaction). */
  readonly empty: boolean
  /** [HIST-002] The `cursor` of the next page; `undefined` at the end or after a failure. */
  readonly next: string | undefined
  /** Beyond the spec: the last fetch failed, so the Activity tab offers a retry. */
  readonly failed: boolean
}

/** [HIST-006] The state of a history nothing was fetched for. */
export const INITIAL_TRANSACTION_HISTORY_STATE: TransactionHistoryState = {
  caipAddress: undefined,
  transactions: [],
  transactionsByYear: {},
  loading: false,
  empty: false,
  next: undefined,
  failed: false,
}

/** Creates a transaction-history store, empty unless `initial` says otherwise. */
export function createTransactionHistoryStore(initial: Partial<TransactionHistoryState> = {}) {
  return createStore<TransactionHistoryState>()(() => ({ ...INITIAL_TRANSACTION_HISTORY_STATE, ...initial }))
}

/** A transaction-history store. */
export type TransactionHistoryStore = ReturnType<typeof createTransactionHistoryStore>
