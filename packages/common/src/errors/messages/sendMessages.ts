/**
 * Send and Receive messages: the spec's texts (SEND-003/007/010/011), the guards that stop a send
 * before anything is signed, and the texts of the Send and Receive views. A failed EVM send uses
 * `SOMETHING_WENT_WRONG` (SEND-010).
 */
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
  /** A Solana SPL send above what the sender's token account holds, both figures in whole tokens. */
  SOLANA_INSUFFICIENT_TOKEN_BALANCE: 'Not enough tokens: {needed} are needed, {available} are available.',
  /** Send guard: no token is chosen. */
  SEND_SELECT_TOKEN: 'Select a token',
  /** Send guard: the amount is empty or zero. */
  SEND_ENTER_AMOUNT: 'Enter an amount',
  /** Send guard: the amount is not a decimal number, or has more decimals than the token. */
  SEND_INVALID_AMOUNT: 'Invalid amount',
  /** Send guard: the receiver is empty. */
  SEND_ENTER_ADDRESS: 'Enter a receiver address',
  /** Send guard: the receiver is not an address of the active network (the adapter's check). */
  SEND_INVALID_ADDRESS: 'Invalid address',
  /** Send guard: the amount is above the token balance. */
  SEND_INSUFFICIENT_BALANCE: 'Insufficient balance',
  /** Send guard: the native balance cannot pay the network fee (with the amount, for the native token). */
  SEND_INSUFFICIENT_FEE_FUNDS: 'Not enough {symbol} for the network fee',
  /** Send guard: the network fee is not known yet (EVM needs the gas price, SEND-001). */
  SEND_FEE_PENDING: 'Estimating the network fee',
  /** Send guard: the connected wallet's adapter cannot send. */
  SEND_UNSUPPORTED: 'Sending is not available for this wallet',
  /** After the wallet refused the transaction (EIP-1193 4001); the form is kept. */
  SEND_DECLINED: 'Transaction declined',
  /** Under 'Transaction declined'. */
  SEND_DECLINED_DESCRIPTION: 'Nothing was sent. Your amount and receiver are kept: send again when ready.',
  /** Title of the Send view and its main button. */
  SEND_VIEW_TITLE: 'Send',
  /** Send view: the main button while the wallet is asked to sign. */
  SEND_SIGNING: 'Confirm in your wallet',
  /** Send view: the token picker's label. */
  SEND_TOKEN_LABEL: 'Token',
  /** Send view: the amount field's label. */
  SEND_AMOUNT_LABEL: 'Amount',
  /** Send view: under the amount field, the amount's worth in USD (`formatUsd`), when the token has a price. */
  SEND_AMOUNT_VALUE: '≈ {value}',
  /** Send view: under the amount, the chosen token's balance. */
  SEND_BALANCE: 'Balance: {balance}',
  /** Send view: the button that fills the whole balance (minus the fee for the native token). */
  SEND_MAX: 'Max',
  /** Send view: the receiver field's label. */
  SEND_RECEIVER_LABEL: 'Receiver address',
  /** Send view: the network fee row. */
  SEND_NETWORK_FEE: 'Network fee',
  /** Send view: the fee while it is estimated, or when it could not be. */
  SEND_FEE_UNKNOWN: '—',
  /** Send view: the token list has no entry for the network yet. */
  SEND_TOKENS_LOADING: 'Loading your tokens',
  /** Send view: the account holds nothing to send on this network. */
  SEND_NO_TOKENS: 'Nothing to send on {network} yet',
  /** Title of the Receive view. */
  RECEIVE_VIEW_TITLE: 'Receive',
  /** Receive view: the QR code's accessible name. */
  RECEIVE_QR_LABEL: 'QR code of your address',
  /** Receive view: under the address. */
  RECEIVE_DESCRIPTION: 'Send only {namespace} assets to this address.',
  /** Receive view: the heading of the networks that can send to the address. */
  RECEIVE_NETWORKS: 'Networks that can receive to this address',
} as const
