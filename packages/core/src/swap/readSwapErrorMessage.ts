import { SWAP_MESSAGES } from '@atrium/common'
import { readSendErrorMessage } from '../send/readSendErrorMessage.js'

/**
 * [SWAP-010] The readable reason of a failed approval or swap transaction: a coded error's
 * catalogue text, a node's refusal read by RPC-020..031, or 'Transaction error' when the failure
 * carries no message of its own. Never throws.
 */
export function readSwapErrorMessage(error: unknown): string {
  const hasMessage = error instanceof Error && error.message.trim() !== ''
  return hasMessage ? readSendErrorMessage(error) : SWAP_MESSAGES.SWAP_TRANSACTION_ERROR
}
