import {
  type AtriumError,
  fromRpcError,
  isAtriumError,
  RequestTimeoutError,
  UnknownRpcError,
  UserRejectedRequestError,
} from '@atrium/common'

const USER_REJECTED_CODE = 4001

/** How wallets without a code word a refusal ("User rejected the request.", "User canceled", "Plugin closed"). */
const USER_REJECTION_TEXT =
  /\buser (?:rejected|denied|declined|cancell?ed|canceled|aborted)\b|\b(?:rejected|denied|cancell?ed|canceled) by (?:the )?user\b|\bplugin closed\b/i

/** Texts and codes of an error, its nested `error` (Leather rejects with the whole JSON-RPC response) and causes. */
function readLevels(error: unknown): { code: unknown; text: string; name: string }[] {
  const levels: { code: unknown; text: string; name: string }[] = []
  let current: unknown = error
  for (let depth = 0; depth < 10 && typeof current === 'object' && current !== null; depth += 1) {
    for (const level of [current, (current as { error?: unknown }).error]) {
      if (typeof level !== 'object' || level === null) continue
      const { code, message, name } = level as Record<string, unknown>
      levels.push({
        code,
        text: typeof message === 'string' ? message : '',
        name: typeof name === 'string' ? name : '',
      })
    }
    current = (current as { cause?: unknown }).cause
  }
  if (typeof error === 'string') levels.push({ code: undefined, text: error, name: '' })
  return levels
}

/**
 * Wraps what an injected bitcoin wallet (Unisat, OKX, Leather, Phantom) threw or rejected with into
 * one coded `AtriumError`, at the adapter boundary, the original kept as `cause` (STYLE §6):
 * - our own errors pass through;
 * - a refusal (code 4001, also nested in Leather's `{ error }`, or refusal wording) →
 *   `UserRejectedRequestError` (4001), as the wagmi adapter reports it;
 * - a time-out → `RequestTimeoutError`;
 * - another numeric code → the typed RPC error of that code (`fromRpcError`); anything else →
 *   `UnknownRpcError` with the wallet's text in `details`.
 * sats-connect answers in its own code space: see `fromSatsConnectError`.
 */
export function toBitcoinWalletError(error: unknown): AtriumError {
  if (isAtriumError(error)) return error
  const levels = readLevels(error)
  const details = levels.find((level) => level.text !== '')?.text
  const options = details === undefined ? { cause: error } : { cause: error, details }
  if (levels.some((level) => level.code === USER_REJECTED_CODE || USER_REJECTION_TEXT.test(level.text))) {
    return new UserRejectedRequestError(options)
  }
  if (levels.some((level) => level.name === 'TimeoutError')) return new RequestTimeoutError(options)
  if (levels.some((level) => typeof level.code === 'number')) return fromRpcError(error)
  return new UnknownRpcError(options)
}
