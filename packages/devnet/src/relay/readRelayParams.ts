/** Params of a relay request failed validation; answered with JSON-RPC `-32602`. */
export class RelayInvalidParamsError extends Error {
  override name = 'RelayInvalidParamsError'
}

/** The request's `params` as an object, or `RelayInvalidParamsError`. */
export function readRelayParams(params: unknown): Record<string, unknown> {
  if (typeof params !== 'object' || params === null || Array.isArray(params)) {
    throw new RelayInvalidParamsError('params must be an object')
  }
  return params as Record<string, unknown>
}

/** A required non-empty string member of `params`. */
export function readRelayString(params: Record<string, unknown>, key: string): string {
  const value = params[key]
  if (typeof value !== 'string' || value.length === 0) {
    throw new RelayInvalidParamsError(`${key} must be a non-empty string`)
  }
  return value
}

/** An optional string member of `params`. */
export function readOptionalRelayString(params: Record<string, unknown>, key: string): string | undefined {
  const value = params[key]
  if (value === undefined || value === null) return undefined
  if (typeof value !== 'string') throw new RelayInvalidParamsError(`${key} must be a string`)
  return value
}

/** An optional non-negative integer member of `params` (a TTL in seconds, a tag). */
export function readOptionalRelayInteger(params: Record<string, unknown>, key: string): number | undefined {
  const value = params[key]
  if (value === undefined || value === null) return undefined
  const number = typeof value === 'bigint' ? Number(value) : value
  if (typeof number !== 'number' || !Number.isSafeInteger(number) || number < 0) {
    throw new RelayInvalidParamsError(`${key} must be a non-negative integer`)
  }
  return number
}

/** A required array member of `params` whose items pass `readItem`. */
export function readRelayArray<item>(
  params: Record<string, unknown>,
  key: string,
  readItem: (value: unknown) => item,
): item[] {
  const value = params[key]
  if (!Array.isArray(value)) throw new RelayInvalidParamsError(`${key} must be an array`)
  return value.map(readItem)
}
