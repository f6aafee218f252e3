import {
  type AtriumError,
  HttpRequestError,
  isAtriumError,
  RequestTimeoutError,
  RpcRequestError,
  toRpcError,
  UnknownRpcError,
  UserRejectedRequestError,
} from '@atrium/common'
import { SolanaSendFailedError } from './send.js'

/** EIP-1193 codes that Solana wallets (Phantom, Solflare, Backpack) reuse for the same conditions. */
const PROVIDER_CODES = new Set([4001, 4100, 4200, 4900, 4901])
const USER_REJECTED_CODE = 4001

/**
 * How wallets without a code word a refusal ("User rejected the request.", "User denied …",
 * "Transaction cancelled by user", "Plugin closed" from extensions whose popup was shut).
 */
const USER_REJECTION_TEXT =
  /\buser (?:rejected|denied|declined|cancell?ed|aborted)\b|\b(?:rejected|denied|cancell?ed) by (?:the )?user\b|\bplugin closed\b/i

/**
 * An HTTP status as web3.js 1.x words it (`'<status> <status text>: <body>'`), alone or inside the
 * text of the error its read methods rethrow (`'failed to get balance of account …: Error: 503 …'`).
 */
const HTTP_STATUS_TEXT = /(?:^|Error: )([1-5]\d{2}) [^:]*:/

/** A network failure of `fetch` (Node, Chromium, Firefox, Safari wordings), also inside web3.js's rethrown text. */
const NETWORK_FAILURE_TEXT =
  /\bfetch failed\b|\bFailed to fetch\b|\bNetworkError\b|\bLoad failed\b|\bECONNREFUSED\b/

/** A time-out or abort, also inside web3.js's rethrown text (it keeps only `String(error)` of the cause). */
const TIMEOUT_TEXT = /\b(?:TimeoutError|AbortError)\b/

type Level = { readonly name: string; readonly code: unknown; readonly text: string }

/** The `cause` chain of an error, outermost first (bounded: causes can be cyclic). */
function readChain(error: unknown): Level[] {
  const levels: Level[] = []
  let current: unknown = error
  for (let depth = 0; depth < 16 && typeof current === 'object' && current !== null; depth += 1) {
    const { name, code, message, transactionMessage } = current as Record<string, unknown>
    const text = [transactionMessage, message].find(
      (candidate): candidate is string => typeof candidate === 'string' && candidate !== '',
    )
    levels.push({ name: typeof name === 'string' ? name : '', code, text: text ?? '' })
    current = (current as { cause?: unknown }).cause
  }
  if (levels.length === 0 && typeof error === 'string')
    levels.push({ name: '', code: undefined, text: error })
  return levels
}

/** The deepest numeric code: the wallet's or node's own, under any wrapper. */
function deepestCode(levels: readonly Level[]): number | undefined {
  return levels.filter((level) => typeof level.code === 'number').at(-1)?.code as number | undefined
}

function readableText(levels: readonly Level[]): string | undefined {
  return levels.find((level) => level.text !== '')?.text
}

/** True when a wallet's error means the user refused: code 4001 (or 'ACTION_REJECTED'), or refusal wording. */
export function isUserRejection(error: unknown): boolean {
  const levels = readChain(error)
  return levels.some(
    (level) =>
      level.code === USER_REJECTED_CODE ||
      level.code === 'ACTION_REJECTED' ||
      USER_REJECTION_TEXT.test(level.text),
  )
}

/**
 * Wraps anything a Wallet Standard wallet or `@solana/web3.js` threw into one coded
 * `AtriumError`, once, at the adapter boundary, keeping the original as `cause` (STYLE §6):
 * - our own errors pass through;
 * - a user refusal (4001 or its wording) → `UserRejectedRequestError`, as the wagmi adapter does;
 * - another EIP-1193 code a wallet reused (4100, 4200, 4900, 4901) → its typed RPC error;
 * - a time-out or abort → `RequestTimeoutError`; an HTTP failure → `HttpRequestError` with
 *   `meta.status` when known (RPC-017);
 * - a node's JSON-RPC error (web3.js `SolanaJSONRPCError`) → `RpcRequestError` with `meta.rpcCode`:
 *   Solana's server codes (-32001 … -32016) mean other things than EIP-1474's, so they are not
 *   mapped to those classes;
 * - a wallet's other numeric code → the typed RPC error of that code; anything else → `UnknownRpcError`.
 */
export function toSolanaAdapterError(error: unknown): AtriumError {
  if (isAtriumError(error)) return error
  const levels = readChain(error)
  const details = readableText(levels)
  const options = details === undefined ? { cause: error } : { cause: error, details }
  if (isUserRejection(error)) return new UserRejectedRequestError(options)
  const code = deepestCode(levels)
  if (code !== undefined && PROVIDER_CODES.has(code)) return toRpcError(code, details, { cause: error })
  const names = new Set(levels.map((level) => level.name))
  const texts = levels.map((level) => `${level.name}: ${level.text}`)
  if (names.has('TimeoutError') || names.has('AbortError') || texts.some((text) => TIMEOUT_TEXT.test(text)))
    return new RequestTimeoutError(options)
  if (names.has('SolanaJSONRPCError')) {
    return new RpcRequestError(code === undefined ? options : { ...options, meta: { rpcCode: code } })
  }
  const status = levels.map((level) => HTTP_STATUS_TEXT.exec(level.text)?.[1]).find(Boolean)
  if (status !== undefined) return new HttpRequestError({ ...options, meta: { status: Number(status) } })
  if (texts.some((text) => NETWORK_FAILURE_TEXT.test(text))) return new HttpRequestError(options)
  // A wallet's own JSON-RPC code (Phantom answers -32602 / -32603 as EIP-1474 defines them).
  if (code !== undefined) return toRpcError(code, details, { cause: error })
  return new UnknownRpcError(options)
}

/** Codes that keep their own meaning in a send: not the node's failure but the session's or the call's. */
const KEPT_SEND_ERROR_CODES = new Set([
  'RPC_USER_REJECTED_REQUEST',
  'RPC_UNAUTHORIZED',
  'RPC_UNSUPPORTED_METHOD',
  'RPC_RESOURCE_NOT_FOUND',
  'NETWORK_NOT_FOUND',
  'SOLANA_SEND_INVALID_PARAMETERS',
  'SOLANA_SEND_FAILED',
  'SOLANA_INSUFFICIENT_TOKEN_BALANCE',
])

/**
 * [SEND-011] The error of a failed Solana send: a user refusal stays `UserRejectedRequestError`
 * (4001) and session problems keep their code; any other failure (simulation, expiry,
 * confirmation, RPC) becomes `SolanaSendFailedError` ('Failed to send transaction. Please try
 * again.') with the node's or wallet's error as `cause` and its text as `details`.
 */
export function toSolanaSendError(error: unknown, meta?: { readonly signature?: string }): AtriumError {
  const wrapped = toSolanaAdapterError(error)
  if (KEPT_SEND_ERROR_CODES.has(wrapped.code)) return wrapped
  const details = readableText(readChain(error))
  return new SolanaSendFailedError({
    cause: error,
    ...(details === undefined ? {} : { details }),
    ...(meta?.signature === undefined ? {} : { meta: { signature: meta.signature } }),
  })
}
