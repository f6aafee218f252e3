/** Account and balance messages. */
export const ACCOUNT_MESSAGES = {
  /** [ACCT-014] Snackbar text. */
  TOKEN_BALANCE_UNAVAILABLE: 'Token Balance Unavailable',
} as const
