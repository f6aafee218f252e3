const MAX_SHOWN_CHARS = 200

/** A short description of a rejected value for an error's `details`; never throws. */
export function describeValue(value: unknown): string {
  if (typeof value === 'string') {
    const shown = value.length > MAX_SHOWN_CHARS ? `${value.slice(0, MAX_SHOWN_CHARS)}…` : value
    return `Received "${shown}"`
  }
  if (typeof value === 'number' || typeof value === 'bigint' || typeof value === 'boolean') {
    return `Received ${String(value)}`
  }
  return `Received a value of type ${value === null ? 'null' : typeof value}`
}
