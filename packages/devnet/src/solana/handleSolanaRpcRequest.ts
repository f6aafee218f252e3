import { stringifyRelayJson } from '../relay/relayJson.js'
import { readParams, SOLANA_RPC_ERROR_CODES, SolanaRpcError } from './readSolanaRpcParams.js'

/** An RPC method: positional params in, result out; it throws `SolanaRpcError` for error answers. */
export type SolanaRpcMethod = (params: unknown[]) => unknown

/** RPC methods by name. */
export type SolanaRpcMethods = Readonly<Record<string, SolanaRpcMethod>>

type JsonRpcId = string | number | null

/** A JSON-RPC 2.0 response object. */
export type SolanaRpcResponse =
  | { jsonrpc: '2.0'; result: unknown; id: JsonRpcId }
  | { jsonrpc: '2.0'; error: { code: number; message: string; data?: unknown }; id: JsonRpcId }

/**
 * Answers the JSON-RPC 2.0 text `body` (one request or a batch) with `methods`: the response text,
 * or `undefined` when the body held only notifications. Invalid JSON answers -32700, a malformed
 * request -32600, an unknown method -32601; a method's `SolanaRpcError` becomes its error answer and
 * anything else -32603, so no input can take the server down. Integers are written digit for digit,
 * u64 values (lamports, rent epochs) included.
 */
export function handleSolanaRpcRequest(methods: SolanaRpcMethods, body: string): string | undefined {
  let payload: unknown
  try {
    payload = JSON.parse(body)
  } catch {
    return stringifyRelayJson(errorResponse(null, SOLANA_RPC_ERROR_CODES.parseError, 'Parse error'))
  }
  if (!Array.isArray(payload)) {
    const response = answerSolanaRpcRequest(methods, payload)
    return response === undefined ? undefined : stringifyRelayJson(response)
  }
  if (payload.length === 0) {
    return stringifyRelayJson(errorResponse(null, SOLANA_RPC_ERROR_CODES.invalidRequest, 'Invalid request'))
  }
  const responses = payload.flatMap((request) => answerSolanaRpcRequest(methods, request) ?? [])
  return responses.length === 0 ? undefined : stringifyRelayJson(responses)
}

/** The response to one request object, `undefined` for a notification (a request without `id`). */
export function answerSolanaRpcRequest(
  methods: SolanaRpcMethods,
  request: unknown,
): SolanaRpcResponse | undefined {
  if (typeof request !== 'object' || request === null || Array.isArray(request)) {
    return errorResponse(null, SOLANA_RPC_ERROR_CODES.invalidRequest, 'Invalid request')
  }
  const { jsonrpc, method, params, id } = request as Record<string, unknown>
  const isNotification = !('id' in request)
  if (!isNotification && !isJsonRpcId(id)) {
    return errorResponse(null, SOLANA_RPC_ERROR_CODES.invalidRequest, 'Invalid request')
  }
  const responseId = isJsonRpcId(id) ? id : null
  if (jsonrpc !== '2.0' || typeof method !== 'string') {
    return errorResponse(responseId, SOLANA_RPC_ERROR_CODES.invalidRequest, 'Invalid request')
  }
  const handler = Object.hasOwn(methods, method) ? methods[method] : undefined
  let response: SolanaRpcResponse
  if (handler === undefined) {
    response = errorResponse(responseId, SOLANA_RPC_ERROR_CODES.methodNotFound, 'Method not found')
  } else {
    try {
      response = { jsonrpc: '2.0', result: handler(readParams(params)), id: responseId }
    } catch (error) {
      response =
        error instanceof SolanaRpcError
          ? errorResponse(responseId, error.code, error.message, error.data)
          : errorResponse(responseId, SOLANA_RPC_ERROR_CODES.internalError, 'Internal error', String(error))
    }
  }
  return isNotification ? undefined : response
}

function errorResponse(id: JsonRpcId, code: number, message: string, data?: unknown): SolanaRpcResponse {
  return { jsonrpc: '2.0', error: data === undefined ? { code, message } : { code, message, data }, id }
}

function isJsonRpcId(value: unknown): value is JsonRpcId {
  return value === null || typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value))
}
