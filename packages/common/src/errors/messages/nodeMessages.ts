/**
 * [RPC-020..031] Readable texts for errors returned by EVM nodes (geth, anvil, reth…). The spec
 * describes them without quoting, except the unknown-error prefix.
 */
export const NODE_MESSAGES = {
  /** [RPC-020] */
  NODE_EXECUTION_REVERTED: 'Execution reverted with reason: {reason}.',
  /** [RPC-020] */
  NODE_EXECUTION_REVERTED_WITHOUT_REASON: 'Execution reverted for an unknown reason.',
  /** [RPC-021] */
  NODE_FEE_CAP_TOO_HIGH:
    'The fee cap (maxFeePerGas) cannot be higher than the maximum allowed value (2^256-1).',
  /** [RPC-022] */
  NODE_FEE_CAP_TOO_LOW: 'The fee cap (maxFeePerGas) cannot be lower than the block base fee.',
  /** [RPC-023] */
  NODE_NONCE_TOO_HIGH: 'Nonce provided for the transaction is higher than the next one expected.',
  /** [RPC-024] */
  NODE_NONCE_TOO_LOW:
    'Nonce provided for the transaction is lower than the current nonce of the account. Try increasing the nonce or fetch the latest transaction count (eth_getTransactionCount).',
  /** [RPC-025] */
  NODE_NONCE_MAX_VALUE: 'Nonce provided for the transaction exceeds the maximum allowed nonce.',
  /** [RPC-026] */
  NODE_INSUFFICIENT_FUNDS:
    'The total cost (gas * gas fee + value) of executing this transaction exceeds the balance of the account.',
  /** [RPC-027] */
  NODE_INTRINSIC_GAS_TOO_HIGH:
    'The amount of gas provided for the transaction exceeds the limit allowed for the block.',
  /** [RPC-028] */
  NODE_INTRINSIC_GAS_TOO_LOW: 'The amount of gas provided for the transaction is too low.',
  /** [RPC-029] */
  NODE_TRANSACTION_TYPE_NOT_SUPPORTED: 'The transaction type is not supported for this chain.',
  /** [RPC-030] */
  NODE_TIP_ABOVE_FEE_CAP:
    'The provided tip (maxPriorityFeePerGas) cannot be higher than the fee cap (maxFeePerGas).',
  /** [RPC-031] Exactly the spec's prefix followed by the node's own text. */
  NODE_UNKNOWN_ERROR: 'An error occurred while executing: {cause}',
} as const
