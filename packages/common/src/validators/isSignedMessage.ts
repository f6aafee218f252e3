const SIGNED_MESSAGE_PATTERN = /^0x[0-9a-fA-F]{62,}$/

/** [VAL-011] True when `value` is '0x' followed by at least 62 hex characters. Never throws. */
export function isSignedMessage(value: unknown): value is `0x${string}` {
  return typeof value === 'string' && SIGNED_MESSAGE_PATTERN.test(value)
}
