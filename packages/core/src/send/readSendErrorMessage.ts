import { getNodeErrorMessage, isAtriumError } from '@atrium/common'

/**
 * The readable reason of a failed estimate or send: an adapter's coded error already carries its
 * catalogue text (a node's refusal read by RPC-020..031); anything foreign is read as a node error.
 * Never throws.
 */
export function readSendErrorMessage(error: unknown): string {
  return isAtriumError(error) ? error.message : getNodeErrorMessage(error)
}
