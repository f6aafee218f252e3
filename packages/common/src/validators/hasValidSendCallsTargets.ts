/** [VAL-013] True when `value` is a string starting with '0x'. Never throws. */
export function isSendCallsTarget(value: unknown): value is `0x${string}` {
  return typeof value === 'string' && value.startsWith('0x')
}

/**
 * [VAL-013] True when `calls` (the `calls` of a `wallet_sendCalls` request) is a non-empty array
 * whose every call has a `to` starting with '0x'. Never throws.
 */
export function hasValidSendCallsTargets(calls: unknown): boolean {
  if (!Array.isArray(calls) || calls.length === 0) return false
  return calls.every(
    (call: unknown) =>
      typeof call === 'object' && call !== null && isSendCallsTarget((call as { to?: unknown }).to),
  )
}
