import { AtriumError, type AtriumErrorOptions } from './AtriumError.js'
import { formatMessage } from './formatMessage.js'
import { RPC_MESSAGES } from './messages/rpcMessages.js'

/** [RPC-017] The HTTP transport failed (network error, invalid response). */
export class HttpRequestError extends AtriumError<'HTTP_REQUEST_FAILED'> {
  override name = 'HttpRequestError'
  constructor(options: AtriumErrorOptions = {}) {
    super('HTTP_REQUEST_FAILED', RPC_MESSAGES.HTTP_REQUEST_FAILED, options)
  }
}

/** [RPC-017] The node answered with a JSON-RPC error object. */
export class RpcRequestError extends AtriumError<'RPC_REQUEST_FAILED'> {
  override name = 'RpcRequestError'
  constructor(options: AtriumErrorOptions = {}) {
    super('RPC_REQUEST_FAILED', RPC_MESSAGES.RPC_REQUEST_FAILED, options)
  }
}

/** [RPC-012] A request did not answer within its time-out. */
export class RequestTimeoutError extends AtriumError<'REQUEST_TIMEOUT'> {
  override name = 'RequestTimeoutError'
  constructor(options: AtriumErrorOptions = {}) {
    super('REQUEST_TIMEOUT', RPC_MESSAGES.REQUEST_TIMEOUT, options)
  }
}

/** [RPC-005] A pending RPC request was aborted. */
export class RequestAbortedError extends AtriumError<'REQUEST_ABORTED'> {
  override name = 'RequestAbortedError'
  constructor(options: AtriumErrorOptions = {}) {
    super('REQUEST_ABORTED', RPC_MESSAGES.REQUEST_ABORTED, options)
  }
}

/** [API-029] An HTTP response with a non-OK status; the status is also in `meta.status`. */
export class HttpStatusError extends AtriumError<'HTTP_STATUS'> {
  override name = 'HttpStatusError'
  readonly status: number
  constructor(status: number, options: AtriumErrorOptions = {}) {
    super('HTTP_STATUS', formatMessage(RPC_MESSAGES.HTTP_STATUS, { status }), {
      ...options,
      meta: { ...options.meta, status },
    })
    this.status = status
  }
}

/** [RPC-003] The embedded wallet refuses a method on neither the safe nor the unsafe list. */
export class RpcMethodNotAllowedError extends AtriumError<'RPC_METHOD_NOT_ALLOWED'> {
  override name = 'RpcMethodNotAllowedError'
  constructor(options: AtriumErrorOptions = {}) {
    super('RPC_METHOD_NOT_ALLOWED', RPC_MESSAGES.RPC_METHOD_NOT_ALLOWED, options)
  }
}
