import { collectErrorTexts } from '../errors/collectErrorTexts.js'
import { formatMessage } from '../errors/formatMessage.js'
import { NODE_MESSAGES } from '../errors/messages/nodeMessages.js'
import { decodeRevertReason } from './decodeRevertReason.js'

/** Catalogue code of a readable node error. */
export type NodeErrorCode = keyof typeof NODE_MESSAGES

/** A node error made readable: its catalogue code and text, plus the node's own text. */
export type ReadableNodeError = {
  readonly code: NodeErrorCode
  readonly message: string
  /** The node's own text (the innermost one found), e.g. 'nonce too low: next nonce 5, tx nonce 3'. */
  readonly nodeMessage: string
  /** The revert reason, for `NODE_EXECUTION_REVERTED` only. */
  readonly reason?: string
}

/**
 * [RPC-020..030] Node wording matched case-insensitively, in priority order (a revert reason may
 * itself contain other phrases). Covers geth, anvil, reth, hardhat and ganache texts.
 */
const NODE_ERROR_PATTERNS: readonly (readonly [
  Exclude<NodeErrorCode, 'NODE_EXECUTION_REVERTED_WITHOUT_REASON' | 'NODE_UNKNOWN_ERROR'>,
  RegExp,
])[] = [
  [
    'NODE_EXECUTION_REVERTED',
    /execution reverted|gas required exceeds allowance|reverted with (?:reason string|custom error|panic code)|vm exception while processing transaction: revert/i,
  ],
  ['NODE_FEE_CAP_TOO_HIGH', /max fee per gas higher than 2\^256-1|fee cap higher than 2\^256-1/i],
  [
    'NODE_FEE_CAP_TOO_LOW',
    /max fee per gas less than block base fee|fee cap less than block base fee|transaction is outdated/i,
  ],
  ['NODE_NONCE_TOO_HIGH', /nonce too high/i],
  ['NODE_NONCE_TOO_LOW', /nonce too low|transaction already imported|already known/i],
  ['NODE_NONCE_MAX_VALUE', /nonce has max value/i],
  ['NODE_INSUFFICIENT_FUNDS', /insufficient funds|exceeds transaction sender account balance/i],
  ['NODE_INTRINSIC_GAS_TOO_HIGH', /intrinsic gas too high|gas limit reached|exceeds block gas limit/i],
  ['NODE_INTRINSIC_GAS_TOO_LOW', /intrinsic gas too low/i],
  ['NODE_TRANSACTION_TYPE_NOT_SUPPORTED', /transaction type not (?:supported|valid)/i],
  ['NODE_TIP_ABOVE_FEE_CAP', /max priority fee per gas higher than max fee per gas|tip higher than fee cap/i],
]

/** Where nodes and libraries put a revert reason in their text. */
const REVERT_REASON_PATTERNS = [
  /reverted with reason string '([^']*)'/i,
  /execution reverted:\s*(?:revert:?\s*)?(.+)/i,
  /vm exception while processing transaction: revert\s+(.+)/i,
]

/** JSON-RPC code of "execution reverted" (EIP-1474 as implemented by geth). */
const EXECUTION_REVERTED_RPC_CODE = 3

function cleanReason(reason: string): string | undefined {
  const firstLine = reason.split('\n')[0]?.trim().replace(/\.$/, '') ?? ''
  return firstLine === '' ? undefined : firstLine
}

function readRevertData(error: unknown): { code: unknown; data: unknown }[] {
  const found: { code: unknown; data: unknown }[] = []
  let current: unknown = error
  for (let depth = 0; depth < 10 && typeof current === 'object' && current !== null; depth++) {
    try {
      const { code, data, cause, error: nested } = current as Record<string, unknown>
      found.push({
        code,
        data: typeof data === 'object' && data !== null ? (data as { data?: unknown }).data : data,
      })
      if (typeof nested === 'object' && nested !== null) {
        const inner = nested as Record<string, unknown>
        found.push({ code: inner.code, data: inner.data })
      }
      current = cause
    } catch {
      break
    }
  }
  return found
}

function findRevertReason(texts: readonly string[], error: unknown): string | undefined {
  for (const text of texts) {
    for (const pattern of REVERT_REASON_PATTERNS) {
      const match = pattern.exec(text)
      const reason = match?.[1] === undefined ? undefined : cleanReason(match[1])
      if (reason !== undefined) return reason
    }
  }
  for (const { data } of readRevertData(error)) {
    const reason = decodeRevertReason(data)
    if (reason !== undefined && reason !== '') return reason
  }
  return undefined
}

/**
 * [RPC-020..031] Reads an error returned by an EVM node (an error object, a JSON-RPC error, a
 * message string, possibly nested in `cause` / `details`) into a readable catalogue text.
 * Unknown errors read 'An error occurred while executing: ' followed by the node's text.
 * Never throws.
 *
 * @example
 * parseNodeError(new Error('nonce too low: next nonce 5, tx nonce 3')).code // 'NODE_NONCE_TOO_LOW'
 */
export function parseNodeError(error: unknown): ReadableNodeError {
  const levels = collectErrorTexts(error)
  const texts = levels.flat()
  const innermost = [...levels].reverse().find((level) => level.length > 0)?.[0]
  const nodeMessage =
    innermost ?? (typeof error === 'number' || typeof error === 'bigint' ? String(error) : 'Unknown error')
  const revertedByCode = readRevertData(error).some(({ code }) => code === EXECUTION_REVERTED_RPC_CODE)
  const code =
    NODE_ERROR_PATTERNS.find(([, pattern]) => texts.some((text) => pattern.test(text)))?.[0] ??
    (revertedByCode ? 'NODE_EXECUTION_REVERTED' : undefined)

  if (code === 'NODE_EXECUTION_REVERTED') {
    const reason = findRevertReason(texts, error)
    return reason === undefined
      ? {
          code: 'NODE_EXECUTION_REVERTED_WITHOUT_REASON',
          message: NODE_MESSAGES.NODE_EXECUTION_REVERTED_WITHOUT_REASON,
          nodeMessage,
        }
      : { code, message: formatMessage(NODE_MESSAGES[code], { reason }), nodeMessage, reason }
  }
  if (code === undefined) {
    return {
      code: 'NODE_UNKNOWN_ERROR',
      message: formatMessage(NODE_MESSAGES.NODE_UNKNOWN_ERROR, { cause: nodeMessage }),
      nodeMessage,
    }
  }
  return { code, message: formatMessage(NODE_MESSAGES[code]), nodeMessage }
}
