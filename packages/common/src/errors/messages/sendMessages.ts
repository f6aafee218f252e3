/** Send-flow messages. A failed EVM send uses `SOMETHING_WENT_WRONG` (SEND-010). */
export const SEND_MESSAGES = {
  /** [SEND-007] Success snackbar text. */
  TRANSACTION_STARTED: 'Transaction started',
  /** [SEND-011] */
  SOLANA_SEND_FAILED: 'Failed to send transaction. Please try again.',
  /** [SEND-003] */
  SOLANA_SEND_INVALID_PARAMETERS: 'Please enter a valid amount and receiver address',
  /** A Bitcoin send the account's coins cannot pay with its network fee (RPC-026's EVM text speaks of gas). */
  BITCOIN_INSUFFICIENT_FUNDS:
    'Not enough bitcoin: {needed} sats are needed for the amount and the network fee, {available} sats are available.',
} as const
