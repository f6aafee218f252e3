import { NodeError } from '../errors/node.js'
import { parseNodeError } from './parseNodeError.js'

/**
 * [RPC-020..031] Wraps a node error once, at the adapter boundary: the readable `NodeError` with
 * the original kept as `cause`. Never throws.
 *
 * @example
 * toNodeError(error).message // 'Nonce provided for the transaction is higher than the next one expected.'
 */
export function toNodeError(error: unknown): NodeError {
  return new NodeError(parseNodeError(error), { cause: error })
}

/** [RPC-020..031] Only the readable text of a node error. Never throws. */
export function getNodeErrorMessage(error: unknown): string {
  return parseNodeError(error).message
}
