import {
  INITIAL_TRANSACTION_HISTORY_STATE,
  type TransactionHistoryStore,
} from './createTransactionHistoryStore.js'

/** `resetTransactionHistory` returns nothing. */
export type ResetTransactionHistoryReturnType = undefined
/** `resetTransactionHistory` never throws. */
export type ResetTransactionHistoryErrorType = never

/**
 * [HIST-006] Clears every field of the transaction history (on disconnect, or when the account or
 * network changes); an answer still on its way for the old account is then dropped.
 */
export function resetTransactionHistory(stores: {
  readonly history: TransactionHistoryStore
}): ResetTransactionHistoryReturnType {
  stores.history.setState(INITIAL_TRANSACTION_HISTORY_STATE, true)
}
