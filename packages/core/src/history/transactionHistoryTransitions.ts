import type { CaipAddress } from '@atrium/common'
import type { GetTransactionHistoryReturnType } from '../blockchainApi/getTransactionHistory.js'
import {
  INITIAL_TRANSACTION_HISTORY_STATE,
  type TransactionHistoryState,
} from './createTransactionHistoryStore.js'
import { groupTransactionsByYear } from './groupTransactionsByYear.js'

/** Where a page request starts: the account, and the cursor it was sent with (none for the first). */
export type TransactionHistoryPosition = {
  readonly caipAddress: CaipAddress
  readonly cursor: string | undefined
}

/**
 * Whether an answer to a request made at `position` still applies: the history is still the same
 * account's and still ends where the request started. Otherwise the account or network changed, or
 * the history started over, and the answer is dropped.
 */
export function isAtPosition(state: TransactionHistoryState, position: TransactionHistoryPosition): boolean {
  if (state.caipAddress !== position.caipAddress || !state.loading) return false
  return position.cursor === undefined ? state.transactions.length === 0 : state.next === position.cursor
}

/** [HIST-001] A first page is on its way: a history of `caipAddress` alone, loading. */
export function startFirstPage(caipAddress: CaipAddress): TransactionHistoryState {
  return { ...INITIAL_TRANSACTION_HISTORY_STATE, caipAddress, loading: true }
}

/** [HIST-001] Another page is on its way. */
export function startNextPage(state: TransactionHistoryState): TransactionHistoryState {
  return { ...state, loading: true, failed: false }
}

/**
 * [HIST-001][HIST-002] A page arrived: its transactions appended (A-26: pages append; one already
 * listed is not listed twice), regrouped, the next cursor kept, loading over.
 */
export function receivePage(
  state: TransactionHistoryState,
  page: GetTransactionHistoryReturnType,
): TransactionHistoryState {
  const known = new Set(state.transactions.map(({ id }) => id))
  const transactions = [...state.transactions, ...page.data.filter(({ id }) => !known.has(id))]
  return {
    ...state,
    transactions,
    transactionsByYear: groupTransactionsByYear(transactions),
    loading: false,
    empty: transactions.length === 0,
    next: page.next,
    failed: false,
  }
}

/** [HIST-003] A fetch failed: `empty` becomes true and `next` is cleared; what was listed stays. */
export function failPage(state: TransactionHistoryState): TransactionHistoryState {
  return { ...state, loading: false, empty: true, next: undefined, failed: true }
}
