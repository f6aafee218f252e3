import { createProviderRpcError, isProviderRpcErrorLike, ProviderRpcError } from './ProviderRpcError.js'

/** JSON-RPC internal error: what a wallet answers when a node or library failed without a code. */
const INTERNAL_ERROR_CODE = -32603

function readLevel(value: unknown): { code: number; message: string; data: unknown } | undefined {
  if (typeof value !== 'object' || value === null) return undefined
  const { code, details, shortMessage, message, data } = value as Record<string, unknown>
  if (typeof code !== 'number') return undefined
  // viem keeps the node's own text in `details`; its `message` adds a multi-line report.
  const text = [details, shortMessage, message].find(
    (candidate): candidate is string => typeof candidate === 'string' && candidate !== '',
  )
  return { code, message: text ?? 'Internal JSON-RPC error.', data }
}

/**
 * What the test wallet rejects with when a node or viem call fails: the deepest coded error in the
 * `cause` chain (the node's own `{ code, message }`, as a browser wallet relays it), else an
 * internal error (-32603) with the failure's text.
 */
export function toProviderRpcError(error: unknown): ProviderRpcError {
  if (error instanceof ProviderRpcError) return error
  let deepest: { code: number; message: string; data: unknown } | undefined
  let current: unknown = error
  for (let depth = 0; depth < 16 && typeof current === 'object' && current !== null; depth += 1) {
    deepest = readLevel(current) ?? deepest
    current = (current as { cause?: unknown }).cause
  }
  if (deepest !== undefined) return new ProviderRpcError(deepest.code, deepest.message, deepest.data)
  if (isProviderRpcErrorLike(error)) return new ProviderRpcError(error.code, error.message, error.data)
  const text =
    (error as { shortMessage?: unknown } | null)?.shortMessage ??
    (error instanceof Error ? error.message : String(error))
  return createProviderRpcError(INTERNAL_ERROR_CODE, typeof text === 'string' ? text : undefined)
}
