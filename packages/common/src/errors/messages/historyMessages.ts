/** Transaction-history messages. */
export const HISTORY_MESSAGES = {
  /** [HIST-005] */
  HISTORY_ACCOUNT_ADDRESS_REQUIRED: "Transactions can't be fetched without an accountAddress",
  /** [HIST-004] */
  HISTORY_FETCH_FAILED: 'Failed to fetch transactions',
} as const
