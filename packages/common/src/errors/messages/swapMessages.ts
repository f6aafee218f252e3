/**
 * Swap messages. The spec's `X` and `Y` are `{from}` and `{to}`: an amount followed by its token
 * symbol, e.g. 'Swapped 1 ETH to 3000 USDC'.
 */
export const SWAP_MESSAGES = {
  /** [SWAP-002] */
  SWAP_INITIALIZE_FAILED: 'Failed to initialize swap',
  /** [SWAP-004] */
  SWAP_NETWORK_TOKEN_PRICE_FAILED: 'Failed to fetch network token price',
  /** [SWAP-005] */
  SWAP_ALLOWANCE_CHECK_FAILED: 'Failed to check allowance',
  /** [SWAP-007] */
  SWAP_APPROVAL_TRANSACTION_FAILED: 'Failed to create approval transaction',
  /** [SWAP-009] */
  SWAP_TRANSACTION_CREATE_FAILED: 'Failed to create transaction',
  /** [SWAP-010] Fallback when a failed swap transaction has no message of its own. */
  SWAP_TRANSACTION_ERROR: 'Transaction error',
  /** [SWAP-018][SWAP-019] */
  SWAP_INSUFFICIENT_BALANCE: 'Insufficient balance',
  /** [SWAP-017] Title of the error pair. */
  SWAP_INCORRECT_AMOUNT: 'Incorrect amount',
  /** [SWAP-017] Description of the error pair. */
  SWAP_INCORRECT_AMOUNT_DESCRIPTION: 'Please enter a valid amount',
  /** [SWAP-011] Loading text. */
  SWAP_APPROVE_PENDING: 'Approve limit increase in your wallet',
  /** [SWAP-012] Loading text. */
  SWAP_CONFIRM_PENDING: 'Confirm transaction in your wallet',
  /** [SWAP-013] Loading text. */
  SWAP_SWAPPING: 'Swapping {from} to {to}',
  /** [SWAP-014] Success text. */
  SWAP_SUCCESS: 'Swapped {from} to {to}',
  /** After the wallet refused the approval or the swap (EIP-1193 4001); the form is kept. */
  SWAP_DECLINED: 'Transaction declined',
  /** [SWAP-028] */
  SWAP_NETWORK_NOT_SUPPORTED: 'Network not supported for Swaps',
  /** [SWAP-029] */
  GAS_PRICE_NETWORK_NOT_SUPPORTED: 'Network not supported for Gas Price',
} as const
