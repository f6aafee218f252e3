/** A JSON-RPC 2.0 error answer to a request whose id could not be read. */
export type JsonRpcEnvelopeError = {
  readonly jsonrpc: '2.0'
  readonly error: { readonly code: number; readonly message: string }
  readonly id: null
}

/** The errors a Substrate node's RPC server (jsonrpsee) answers, with its codes and texts. */
export const JSON_RPC_PARSE_ERROR: JsonRpcEnvelopeError = {
  jsonrpc: '2.0',
  error: { code: -32700, message: 'Parse error' },
  id: null,
}
export const JSON_RPC_INVALID_REQUEST: JsonRpcEnvelopeError = {
  jsonrpc: '2.0',
  error: { code: -32600, message: 'Invalid request' },
  id: null,
}

/**
 * The error to answer instead of passing `text` to chopsticks: -32700 when it is not JSON, -32600 when
 * it is neither a request nor a non-empty batch of requests in the shape chopsticks takes (`jsonrpc`
 * "2.0", a string `method`, an integer, string or null `id` if any, array `params` if any). Chopsticks
 * answers those itself with an error without a code that echoes the whole body, and logs it.
 * Undefined when `text` can be passed on.
 */
export function checkJsonRpcEnvelope(text: string): JsonRpcEnvelopeError | undefined {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return JSON_RPC_PARSE_ERROR
  }
  const requests = Array.isArray(value) ? value : [value]
  return requests.length > 0 && requests.every(isJsonRpcRequest) ? undefined : JSON_RPC_INVALID_REQUEST
}

function isJsonRpcRequest(value: unknown): boolean {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false
  const { jsonrpc, method, id, params } = value as Record<string, unknown>
  const hasValidId = id === undefined || id === null || typeof id === 'string' || Number.isInteger(id)
  return (
    jsonrpc === '2.0' &&
    typeof method === 'string' &&
    hasValidId &&
    (params === undefined || Array.isArray(params))
  )
}
