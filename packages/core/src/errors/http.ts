import {
  AtriumError,
  type AtriumErrorOptions,
  CORE_SERVICE_MESSAGES,
  formatMessage,
  RPC_MESSAGES,
} from '@atrium/common'

/**
 * [API-029] A service answered with a non-OK status. `message` is exactly 'HTTP status code: N';
 * the status and the (parsed, size-limited) response body are kept for callers that need the
 * server's reason (NAME-015).
 */
export class HttpStatusError extends AtriumError<'HTTP_STATUS'> {
  override name = 'HttpStatusError'
  readonly status: number
  /** The response body: parsed JSON when it is JSON, else its text (at most 10,000 characters). */
  readonly body: unknown
  constructor(
    parameters: { status: number; body?: unknown; url?: string },
    options: AtriumErrorOptions = {},
  ) {
    super('HTTP_STATUS', formatMessage(RPC_MESSAGES.HTTP_STATUS, { status: parameters.status }), {
      ...options,
      meta: { status: parameters.status, ...(parameters.url === undefined ? {} : { url: parameters.url }) },
    })
    this.status = parameters.status
    this.body = parameters.body
  }
}

/** [RPC-017] The request never got a response (network down, DNS, refused connection). */
export class HttpRequestError extends AtriumError<'HTTP_REQUEST_FAILED'> {
  override name = 'HttpRequestError'
  constructor(options: AtriumErrorOptions = {}) {
    super('HTTP_REQUEST_FAILED', RPC_MESSAGES.HTTP_REQUEST_FAILED, options)
  }
}

/** [RPC-012] No response arrived within the request's timeout. */
export class HttpTimeoutError extends AtriumError<'REQUEST_TIMEOUT'> {
  override name = 'HttpTimeoutError'
  constructor(options: AtriumErrorOptions = {}) {
    super('REQUEST_TIMEOUT', RPC_MESSAGES.REQUEST_TIMEOUT, options)
  }
}

/** [RPC-005] The caller aborted the request through its `signal`. */
export class HttpAbortError extends AtriumError<'REQUEST_ABORTED'> {
  override name = 'HttpAbortError'
  constructor(options: AtriumErrorOptions = {}) {
    super('REQUEST_ABORTED', RPC_MESSAGES.REQUEST_ABORTED, options)
  }
}

/**
 * [API-032] A response body that is not JSON or does not match the endpoint's schema: a typed
 * error instead of a crash further down. `service` names the endpoint, e.g. `'GET /v1/identity'`.
 */
export class InvalidResponseError extends AtriumError<'SERVICE_INVALID_RESPONSE'> {
  override name = 'InvalidResponseError'
  constructor(parameters: { service: string }, options: AtriumErrorOptions = {}) {
    super(
      'SERVICE_INVALID_RESPONSE',
      formatMessage(CORE_SERVICE_MESSAGES.SERVICE_INVALID_RESPONSE, parameters),
      options,
    )
  }
}
