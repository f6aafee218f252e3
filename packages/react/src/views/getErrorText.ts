import { COMMON_MESSAGES, type ErrorCode, isAtriumError, RPC_MESSAGES } from '@atrium/common'

/** Codes whose user-facing text differs from the error's message (which is for developers). */
const UI_TEXTS: Partial<Record<ErrorCode, string>> = {
  /** [RPC-003] The embedded wallet refused a method: 'Requested RPC call is not allowed'. */
  RPC_METHOD_NOT_ALLOWED: RPC_MESSAGES.ACTION_NOT_ALLOWED,
}

/**
 * The text to show for a failure: an Atrium error's message is already a catalogue text, unless
 * the spec gives the UI its own (RPC-003 'Action not allowed'); anything else (a foreign error that
 * escaped its boundary) reads 'Something went wrong'.
 */
export function getErrorText(error: unknown): string {
  if (!isAtriumError(error)) return COMMON_MESSAGES.SOMETHING_WENT_WRONG
  return UI_TEXTS[error.code as ErrorCode] ?? error.message
}
