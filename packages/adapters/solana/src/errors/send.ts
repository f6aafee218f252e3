import { AtriumError, type AtriumErrorOptions, formatMessage, SEND_MESSAGES } from '@atrium/common'

/**
 * [SEND-003] A Solana send without a positive amount or a valid receiver (VAL-007: 32 to 44
 * base58 characters that decode to a 32-byte public key): 'Please enter a valid amount and
 * receiver address'. Thrown before anything is asked of the wallet or the node.
 */
export class SolanaSendInvalidParametersError extends AtriumError<'SOLANA_SEND_INVALID_PARAMETERS'> {
  override name = 'SolanaSendInvalidParametersError'
  constructor(options: AtriumErrorOptions = {}) {
    super(
      'SOLANA_SEND_INVALID_PARAMETERS',
      formatMessage(SEND_MESSAGES.SOLANA_SEND_INVALID_PARAMETERS),
      options,
    )
  }
}

/**
 * [SEND-011] A Solana send the node or the wallet could not carry out (simulation failure,
 * expired blockhash, failed confirmation, unreachable RPC): 'Failed to send transaction. Please
 * try again.'. The node's or wallet's error is the `cause`, its readable text the `details`, and
 * `meta.signature` names the transaction when it was submitted.
 */
export class SolanaSendFailedError extends AtriumError<'SOLANA_SEND_FAILED'> {
  override name = 'SolanaSendFailedError'
  constructor(options: AtriumErrorOptions = {}) {
    super('SOLANA_SEND_FAILED', formatMessage(SEND_MESSAGES.SOLANA_SEND_FAILED), options)
  }
}

/**
 * A Solana SPL send above what the sender's associated token account holds: 'Not enough tokens:
 * {needed} are needed, {available} are available.', both in whole tokens (also in `meta`).
 * Thrown before anything is asked of the wallet.
 */
export class SolanaInsufficientTokenBalanceError extends AtriumError<'SOLANA_INSUFFICIENT_TOKEN_BALANCE'> {
  override name = 'SolanaInsufficientTokenBalanceError'
  constructor(
    parameters: { readonly needed: string; readonly available: string },
    options: AtriumErrorOptions = {},
  ) {
    const { needed, available } = parameters
    super(
      'SOLANA_INSUFFICIENT_TOKEN_BALANCE',
      formatMessage(SEND_MESSAGES.SOLANA_INSUFFICIENT_TOKEN_BALANCE, { needed, available }),
      { ...options, meta: { ...options.meta, needed, available } },
    )
  }
}
