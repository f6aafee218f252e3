import {
  type AtriumError,
  ChainDisconnectedError,
  HttpRequestError,
  isAtriumError,
  NetworkNotFoundError,
  RequestTimeoutError,
  ResourceNotFoundRpcError,
  RpcRequestError,
  toChainError,
  toNodeError,
  toRpcError,
  UnauthorizedProviderError,
  UnknownRpcError,
} from '@atrium/common'

/** EIP-1193 provider codes: the wallet's own answer, kept as the typed RPC error of its code. */
const PROVIDER_CODES = new Set([4001, 4100, 4200, 4900, 4901, 4902])

/** wagmi / viem errors that mean there is no usable session, by `name` (no `instanceof` across installs). */
const NOT_CONNECTED = new Set([
  'ConnectorNotConnectedError',
  'ConnectorAccountNotFoundError',
  'ConnectorUnavailableReconnectingError',
])
const NOT_FOUND = new Set(['ProviderNotFoundError', 'ConnectorNotFoundError'])
const WRONG_CHAIN = new Set(['ConnectorChainMismatchError', 'ChainMismatchError'])
/** viem's time-outs: a request's, and a batch's wait for its status (`waitForCallsStatus`). */
const TIME_OUTS = new Set(['TimeoutError', 'WaitForCallsStatusTimeoutError'])
/** viem's wrappers of a failed transaction or call, whose cause is the node's error. */
const EXECUTION_ERRORS = new Set([
  'TransactionExecutionError',
  'EstimateGasExecutionError',
  'CallExecutionError',
  'ContractFunctionExecutionError',
])

type Level = {
  readonly name: string
  readonly code: unknown
  readonly status: unknown
  readonly text: string
}

/** The `cause` chain of an error, outermost first (bounded: causes can be cyclic). */
function readChain(error: unknown): Level[] {
  const levels: Level[] = []
  let current: unknown = error
  for (let depth = 0; depth < 16 && typeof current === 'object' && current !== null; depth += 1) {
    const { name, code, status, details, shortMessage, message } = current as Record<string, unknown>
    const text = [details, shortMessage, message].find(
      (candidate): candidate is string => typeof candidate === 'string' && candidate !== '',
    )
    levels.push({ name: typeof name === 'string' ? name : '', code, status, text: text ?? '' })
    current = (current as { cause?: unknown }).cause
  }
  return levels
}

/** The deepest numeric code: the wallet's or node's own, under any wrapper that re-coded it. */
function deepestCode(levels: readonly Level[]): number | undefined {
  const coded = levels.filter((level) => typeof level.code === 'number')
  return coded.at(-1)?.code as number | undefined
}

/**
 * Wraps anything wagmi, viem or a wallet threw into one coded `AtriumError`, once, at the adapter
 * boundary, keeping the original as `cause` (STYLE §6):
 * - our own errors pass through;
 * - wagmi's "not connected" → `UnauthorizedProviderError` (4100), "no provider / connector" →
 *   `ResourceNotFoundRpcError`, "chain not configured" → `NetworkNotFoundError`, a chain mismatch →
 *   `ChainDisconnectedError` (4901);
 * - an EIP-1193 code anywhere in the chain (4001 user rejected, 4100, 4200, 4900, 4901, 4902) →
 *   the typed RPC error of that code (the deepest, since wagmi re-wraps wallet errors);
 * - a failed transaction or call → the readable node error (RPC-020..031);
 * - a time-out (a request's, or a batch's wait for its status) → `RequestTimeoutError` (RPC-012); an HTTP failure → `HttpRequestError` with
 *   `meta.status`; a JSON-RPC error response → `RpcRequestError` with `meta.rpcCode` (RPC-017);
 * - any other code → its typed RPC error; anything else → `UnknownRpcError`.
 */
export function toWagmiAdapterError(error: unknown): AtriumError {
  if (isAtriumError(error)) return error
  const levels = readChain(error)
  const names = new Set(levels.map((level) => level.name))
  const has = (set: ReadonlySet<string>) => [...set].some((name) => names.has(name))
  const details = levels[0]?.text || undefined
  const options = details === undefined ? { cause: error } : { cause: error, details }

  if (has(NOT_CONNECTED)) return new UnauthorizedProviderError(options)
  if (has(NOT_FOUND)) return new ResourceNotFoundRpcError(options)
  if (names.has('ChainNotConfiguredError')) return new NetworkNotFoundError(options)
  if (has(WRONG_CHAIN)) return new ChainDisconnectedError(options)

  const code = deepestCode(levels)
  if (code !== undefined && PROVIDER_CODES.has(code)) {
    const providerMessage = levels.filter((level) => level.code === code).at(-1)?.text
    return toRpcError(code, providerMessage || undefined, { cause: error })
  }
  if (has(EXECUTION_ERRORS)) return toNodeError(error)
  if (has(TIME_OUTS)) return new RequestTimeoutError(options)
  if (names.has('RpcRequestError')) {
    return new RpcRequestError(code === undefined ? options : { ...options, meta: { rpcCode: code } })
  }
  const http = levels.find((level) => level.name === 'HttpRequestError')
  if (http !== undefined) {
    return new HttpRequestError(
      typeof http.status === 'number' ? { ...options, meta: { status: http.status } } : options,
    )
  }
  if (code !== undefined) return toRpcError(code, details, { cause: error })
  return new UnknownRpcError(options)
}

/** Switch failures that are not the wallet's answer to the chain request keep their own code. */
const KEPT_SWITCH_ERROR_CODES = new Set([
  'RPC_USER_REJECTED_REQUEST',
  'NETWORK_NOT_FOUND',
  'RPC_UNAUTHORIZED',
  'RPC_RESOURCE_NOT_FOUND',
])

/**
 * [RPC-019] The error of a failed network switch: a user rejection stays 4001
 * (`UserRejectedRequestError`), anything else becomes the chain error of the wallet's code (4902
 * unrecognised chain, 32603 invalid chain id, otherwise 5000), with the original as `cause`.
 */
export function toSwitchNetworkError(error: unknown): AtriumError {
  const wrapped = toWagmiAdapterError(error)
  if (KEPT_SWITCH_ERROR_CODES.has(wrapped.code)) return wrapped
  return toChainError(deepestCode(readChain(error)), { cause: error })
}
