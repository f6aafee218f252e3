/** [HIST-009] Largest number of pending transactions tracked at once. */
export const PENDING_TRANSACTIONS_MAX_COUNT = 99
