import { AtriumError, type AtriumErrorOptions } from './AtriumError.js'
import { JSON_RPC_MESSAGES } from './messages/jsonRpcMessages.js'

/** Catalogue code of a JSON-RPC error class. */
export type RpcErrorCode = keyof typeof JSON_RPC_MESSAGES

/** Options of RPC errors: the base options plus the `data` member of the JSON-RPC error object. */
export type RpcErrorOptions = AtriumErrorOptions & { readonly data?: unknown }

/**
 * [RPC-018] Base of the JSON-RPC error classes. `code` is the catalogue key; `rpcCode` is the
 * numeric JSON-RPC / EIP-1193 code that crosses provider boundaries.
 */
export class RpcError<code extends RpcErrorCode = RpcErrorCode> extends AtriumError<code> {
  override name = 'RpcError'
  readonly rpcCode: number
  readonly data: unknown

  constructor(code: code, rpcCode: number, options: RpcErrorOptions = {}) {
    super(code, JSON_RPC_MESSAGES[code], options)
    this.rpcCode = rpcCode
    this.data = options.data
  }
}

/** [RPC-018] -32700: the server received invalid JSON. */
export class ParseRpcError extends RpcError<'RPC_PARSE_ERROR'> {
  override name = 'ParseRpcError'
  constructor(options: RpcErrorOptions = {}) {
    super('RPC_PARSE_ERROR', -32700, options)
  }
}

/** [RPC-018] -32600: the JSON is not a valid request object. */
export class InvalidRequestRpcError extends RpcError<'RPC_INVALID_REQUEST'> {
  override name = 'InvalidRequestRpcError'
  constructor(options: RpcErrorOptions = {}) {
    super('RPC_INVALID_REQUEST', -32600, options)
  }
}

/** [RPC-018] -32601: the method does not exist. */
export class MethodNotFoundRpcError extends RpcError<'RPC_METHOD_NOT_FOUND'> {
  override name = 'MethodNotFoundRpcError'
  constructor(options: RpcErrorOptions = {}) {
    super('RPC_METHOD_NOT_FOUND', -32601, options)
  }
}

/** [RPC-018] -32602: invalid method parameters. */
export class InvalidParamsRpcError extends RpcError<'RPC_INVALID_PARAMS'> {
  override name = 'InvalidParamsRpcError'
  constructor(options: RpcErrorOptions = {}) {
    super('RPC_INVALID_PARAMS', -32602, options)
  }
}

/** [RPC-018] -32603: internal JSON-RPC error. */
export class InternalRpcError extends RpcError<'RPC_INTERNAL_ERROR'> {
  override name = 'InternalRpcError'
  constructor(options: RpcErrorOptions = {}) {
    super('RPC_INTERNAL_ERROR', -32603, options)
  }
}

/** [RPC-018] -32000: missing or invalid parameters (EIP-1474). Nodes also use it for tx errors. */
export class InvalidInputRpcError extends RpcError<'RPC_INVALID_INPUT'> {
  override name = 'InvalidInputRpcError'
  constructor(options: RpcErrorOptions = {}) {
    super('RPC_INVALID_INPUT', -32000, options)
  }
}

/** [RPC-018] -32001: the requested resource was not found. */
export class ResourceNotFoundRpcError extends RpcError<'RPC_RESOURCE_NOT_FOUND'> {
  override name = 'ResourceNotFoundRpcError'
  constructor(options: RpcErrorOptions = {}) {
    super('RPC_RESOURCE_NOT_FOUND', -32001, options)
  }
}

/** [RPC-018] -32002: the requested resource is not available. */
export class ResourceUnavailableRpcError extends RpcError<'RPC_RESOURCE_UNAVAILABLE'> {
  override name = 'ResourceUnavailableRpcError'
  constructor(options: RpcErrorOptions = {}) {
    super('RPC_RESOURCE_UNAVAILABLE', -32002, options)
  }
}

/** [RPC-018] -32003: transaction creation failed. */
export class TransactionRejectedRpcError extends RpcError<'RPC_TRANSACTION_REJECTED'> {
  override name = 'TransactionRejectedRpcError'
  constructor(options: RpcErrorOptions = {}) {
    super('RPC_TRANSACTION_REJECTED', -32003, options)
  }
}

/** [RPC-018] -32004: the method is not implemented. */
export class MethodNotSupportedRpcError extends RpcError<'RPC_METHOD_NOT_SUPPORTED'> {
  override name = 'MethodNotSupportedRpcError'
  constructor(options: RpcErrorOptions = {}) {
    super('RPC_METHOD_NOT_SUPPORTED', -32004, options)
  }
}

/** [RPC-018] -32005: the request exceeds a limit (rate or size). */
export class LimitExceededRpcError extends RpcError<'RPC_LIMIT_EXCEEDED'> {
  override name = 'LimitExceededRpcError'
  constructor(options: RpcErrorOptions = {}) {
    super('RPC_LIMIT_EXCEEDED', -32005, options)
  }
}

/** [RPC-018] -32006: the JSON-RPC version is not supported. */
export class VersionNotSupportedRpcError extends RpcError<'RPC_VERSION_NOT_SUPPORTED'> {
  override name = 'VersionNotSupportedRpcError'
  constructor(options: RpcErrorOptions = {}) {
    super('RPC_VERSION_NOT_SUPPORTED', -32006, options)
  }
}

/** [RPC-018] 4001: the user rejected the request. */
export class UserRejectedRequestError extends RpcError<'RPC_USER_REJECTED_REQUEST'> {
  override name = 'UserRejectedRequestError'
  constructor(options: RpcErrorOptions = {}) {
    super('RPC_USER_REJECTED_REQUEST', 4001, options)
  }
}

/** [RPC-018] 4100: the method or account is not authorised. */
export class UnauthorizedProviderError extends RpcError<'RPC_UNAUTHORIZED'> {
  override name = 'UnauthorizedProviderError'
  constructor(options: RpcErrorOptions = {}) {
    super('RPC_UNAUTHORIZED', 4100, options)
  }
}

/** [RPC-018] 4200: the provider does not support the method. */
export class UnsupportedProviderMethodError extends RpcError<'RPC_UNSUPPORTED_METHOD'> {
  override name = 'UnsupportedProviderMethodError'
  constructor(options: RpcErrorOptions = {}) {
    super('RPC_UNSUPPORTED_METHOD', 4200, options)
  }
}

/** [RPC-018] 4900: the provider is disconnected from all chains. */
export class ProviderDisconnectedError extends RpcError<'RPC_DISCONNECTED'> {
  override name = 'ProviderDisconnectedError'
  constructor(options: RpcErrorOptions = {}) {
    super('RPC_DISCONNECTED', 4900, options)
  }
}

/** [RPC-018] 4901: the provider is not connected to the requested chain. */
export class ChainDisconnectedError extends RpcError<'RPC_CHAIN_DISCONNECTED'> {
  override name = 'ChainDisconnectedError'
  constructor(options: RpcErrorOptions = {}) {
    super('RPC_CHAIN_DISCONNECTED', 4901, options)
  }
}

/** [RPC-018][RPC-019] 4902: the wallet does not know the chain (add it, then switch). */
export class UnrecognizedChainError extends RpcError<'RPC_UNRECOGNIZED_CHAIN'> {
  override name = 'UnrecognizedChainError'
  constructor(options: RpcErrorOptions = {}) {
    super('RPC_UNRECOGNIZED_CHAIN', 4902, options)
  }
}

/** A JSON-RPC error with a code Atrium has no class for; `rpcCode` is the received code or -1. */
export class UnknownRpcError extends RpcError<'RPC_UNKNOWN_ERROR'> {
  override name = 'UnknownRpcError'
  constructor(options: RpcErrorOptions & { readonly rpcCode?: number } = {}) {
    super('RPC_UNKNOWN_ERROR', options.rpcCode ?? -1, options)
  }
}
