import {
  type AtriumError,
  InternalRpcError,
  InvalidParamsRpcError,
  InvalidRequestRpcError,
  MethodNotFoundRpcError,
  ParseRpcError,
  type RpcErrorOptions,
  toRpcError,
  UnauthorizedProviderError,
  UnsupportedProviderMethodError,
  UserRejectedRequestError,
} from '@atrium/common'

/**
 * sats-connect's `RpcErrorCode`s (@sats-connect/core), which reuse JSON-RPC server codes for their
 * own meanings: -32000 is the user's refusal, not EIP-1474's "invalid input".
 */
const SATS_CONNECT_ERRORS: Readonly<Record<number, new (options?: RpcErrorOptions) => AtriumError>> = {
  [-32700]: ParseRpcError,
  [-32600]: InvalidRequestRpcError,
  [-32601]: MethodNotFoundRpcError,
  [-32602]: InvalidParamsRpcError,
  [-32603]: InternalRpcError,
  /** USER_REJECTION */
  [-32000]: UserRejectedRequestError,
  /** METHOD_NOT_SUPPORTED */
  [-32001]: UnsupportedProviderMethodError,
  /** ACCESS_DENIED: the dApp has no permission (not connected, or revoked). */
  [-32002]: UnauthorizedProviderError,
}

/**
 * The `AtriumError` of an error a sats-connect `request` answered (`{ status: 'error', error: { code,
 * message } }`): USER_REJECTION → `UserRejectedRequestError` (4001), ACCESS_DENIED →
 * `UnauthorizedProviderError` (4100), METHOD_NOT_SUPPORTED → `UnsupportedProviderMethodError` (4200),
 * the JSON-RPC codes → their classes, any other code → its RPC error; the wallet's text in `details`.
 */
export function fromSatsConnectError(error: unknown): AtriumError {
  const { code, message } = (typeof error === 'object' && error !== null ? error : {}) as {
    code?: unknown
    message?: unknown
  }
  const details = typeof message === 'string' && message !== '' ? message : undefined
  const options: RpcErrorOptions = details === undefined ? { cause: error } : { cause: error, details }
  const ErrorClass = typeof code === 'number' ? SATS_CONNECT_ERRORS[code] : undefined
  if (ErrorClass !== undefined) return new ErrorClass(options)
  return toRpcError(typeof code === 'number' ? code : -1, details, { cause: error })
}
