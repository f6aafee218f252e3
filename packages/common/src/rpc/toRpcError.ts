import { isAtriumError } from '../errors/AtriumError.js'
import { collectErrorTexts } from '../errors/collectErrorTexts.js'
import {
  ChainDisconnectedError,
  InternalRpcError,
  InvalidInputRpcError,
  InvalidParamsRpcError,
  InvalidRequestRpcError,
  LimitExceededRpcError,
  MethodNotFoundRpcError,
  MethodNotSupportedRpcError,
  ParseRpcError,
  ProviderDisconnectedError,
  ResourceNotFoundRpcError,
  ResourceUnavailableRpcError,
  RpcError,
  type RpcErrorOptions,
  TransactionRejectedRpcError,
  UnauthorizedProviderError,
  UnknownRpcError,
  UnrecognizedChainError,
  UnsupportedProviderMethodError,
  UserRejectedRequestError,
  VersionNotSupportedRpcError,
} from '../errors/rpc.js'
import type { JsonRpcErrorCode } from './jsonRpcErrorCodes.js'

/** [RPC-018] The error class of each JSON-RPC code. */
const RPC_ERROR_CLASSES: Readonly<Record<JsonRpcErrorCode, new (options?: RpcErrorOptions) => RpcError>> = {
  [-32700]: ParseRpcError,
  [-32600]: InvalidRequestRpcError,
  [-32601]: MethodNotFoundRpcError,
  [-32602]: InvalidParamsRpcError,
  [-32603]: InternalRpcError,
  [-32000]: InvalidInputRpcError,
  [-32001]: ResourceNotFoundRpcError,
  [-32002]: ResourceUnavailableRpcError,
  [-32003]: TransactionRejectedRpcError,
  [-32004]: MethodNotSupportedRpcError,
  [-32005]: LimitExceededRpcError,
  [-32006]: VersionNotSupportedRpcError,
  4001: UserRejectedRequestError,
  4100: UnauthorizedProviderError,
  4200: UnsupportedProviderMethodError,
  4900: ProviderDisconnectedError,
  4901: ChainDisconnectedError,
  4902: UnrecognizedChainError,
}

/** Non-numeric codes some libraries use for the same conditions (ethers v6). */
const STRING_CODE_ALIASES: Readonly<Record<string, number>> = { ACTION_REJECTED: 4001 }

/**
 * [RPC-018] The typed error of a JSON-RPC code; unknown codes give `UnknownRpcError` keeping the
 * code. A provider's own message is kept as `details`: `message` stays the catalogue text.
 *
 * @example
 * toRpcError(4001).name // 'UserRejectedRequestError'
 */
export function toRpcError(
  rpcCode: number,
  providerMessage?: string,
  options: RpcErrorOptions = {},
): RpcError {
  const withDetails = providerMessage === undefined ? options : { ...options, details: providerMessage }
  const ErrorClass = Object.hasOwn(RPC_ERROR_CLASSES, rpcCode)
    ? RPC_ERROR_CLASSES[rpcCode as JsonRpcErrorCode]
    : undefined
  return ErrorClass === undefined
    ? new UnknownRpcError({ ...withDetails, rpcCode })
    : new ErrorClass(withDetails)
}

function readCode(value: unknown): { rpcCode: number; data: unknown } | undefined {
  try {
    if (typeof value !== 'object' || value === null) return undefined
    const { code, data } = value as { code?: unknown; data?: unknown }
    if (typeof code === 'number' && Number.isInteger(code)) return { rpcCode: code, data }
    if (typeof code === 'string' && Object.hasOwn(STRING_CODE_ALIASES, code)) {
      return { rpcCode: STRING_CODE_ALIASES[code] as number, data }
    }
  } catch {
    // A throwing getter means there is no usable code on this object.
  }
  return undefined
}

function findCode(error: unknown): { rpcCode: number; data: unknown } | undefined {
  let current: unknown = error
  for (let depth = 0; depth < 10 && typeof current === 'object' && current !== null; depth++) {
    const found = readCode(current) ?? readCode((current as { error?: unknown }).error)
    if (found !== undefined) return found
    current = (current as { cause?: unknown }).cause
  }
  return undefined
}

/**
 * [RPC-018] Wraps anything a provider threw or returned into the typed RPC error of its code:
 * an EIP-1193 error, a JSON-RPC error object or response, or an error whose `cause` holds one.
 * Atrium RPC errors pass through unchanged; anything without a code is an `UnknownRpcError`.
 * The original is kept as `cause`. Never throws.
 */
export function fromRpcError(error: unknown): RpcError {
  if (
    error instanceof RpcError ||
    (isAtriumError(error) && typeof (error as { rpcCode?: unknown }).rpcCode === 'number')
  ) {
    return error as RpcError
  }
  let found: { rpcCode: number; data: unknown } | undefined
  try {
    found = findCode(error)
  } catch {
    found = undefined
  }
  const providerMessage = collectErrorTexts(error)[0]?.[0]
  const options: RpcErrorOptions =
    found?.data === undefined ? { cause: error } : { cause: error, data: found.data }
  return found === undefined
    ? new UnknownRpcError(providerMessage === undefined ? options : { ...options, details: providerMessage })
    : toRpcError(found.rpcCode, providerMessage, options)
}

/**
 * [RPC-018] The JSON-RPC / EIP-1193 error object of an RPC error: numeric `code`, `message` and
 * `data` when set. What a provider surface (e.g. the frame's EIP-1193 provider) throws to dApps.
 */
export function toJsonRpcErrorObject(error: RpcError): { code: number; message: string; data?: unknown } {
  return error.data === undefined
    ? { code: error.rpcCode, message: error.message }
    : { code: error.rpcCode, message: error.message, data: error.data }
}
