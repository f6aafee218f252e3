import type { NodeErrorCode, ReadableNodeError } from '../rpc/parseNodeError.js'
import { AtriumError, type AtriumErrorOptions } from './AtriumError.js'

/**
 * [RPC-020..031] An EVM node's transaction error in readable form. `message` is the catalogue
 * text; the node's own text is in `details`, the revert reason (if any) in `meta.reason`.
 */
export class NodeError extends AtriumError<NodeErrorCode> {
  override name = 'NodeError'
  readonly reason: string | undefined

  constructor(reading: ReadableNodeError, options: AtriumErrorOptions = {}) {
    super(reading.code, reading.message, {
      details: reading.nodeMessage,
      ...options,
      ...(reading.reason === undefined ? {} : { meta: { ...options.meta, reason: reading.reason } }),
    })
    this.reason = reading.reason
  }
}
