import { DevnetInvalidParameterError } from '../errors.js'

/** Longest delay of a `slow` fault: past any client's time-out, short of a hung test. */
export const DIRECTORY_MAX_FAULT_DELAY_MS = 60_000

/** Longest `path` a fault may be limited to. */
export const DIRECTORY_MAX_FAULT_PATH_LENGTH = 200

/** A request path as a fault names it: no query, no percent-encoding, nothing a URL would normalise away. */
const FAULT_PATH_PATTERN = /^(\/[A-Za-z0-9_~-][A-Za-z0-9._~-]*)+$/

/**
 * A failure the wallet directory plays until cleared, for tests of loading, error and retry states
 * (on every request, or with `path` only on requests for that exact path, e.g. `/v1/convert/quotes`):
 * - `slow`: every answer waits `ms` first;
 * - `status`: every answer is that HTTP error status (400 to 599) with a JSON `{ message }`;
 * - `malformed`: every answer's body is cut off halfway (invalid JSON, a broken image);
 * - `malformedEntry`: `GET /getWallets` pages carry one entry of the wrong shape among good ones.
 */
export type DirectoryFault = (
  | { readonly kind: 'slow'; readonly ms: number }
  | { readonly kind: 'status'; readonly status: number }
  | { readonly kind: 'malformed' }
  | { readonly kind: 'malformedEntry' }
) & { readonly path?: string }

export type ParseDirectoryFaultErrorType = DevnetInvalidParameterError

function refuse(reason: string): DevnetInvalidParameterError {
  return new DevnetInvalidParameterError({ parameter: 'fault', reason })
}

function isIntegerIn(value: unknown, min: number, max: number): value is number {
  return Number.isInteger(value) && (value as number) >= min && (value as number) <= max
}

/**
 * Checks a fault given as data (from a test, or the JSON body of `POST /__devnet/fault`); `null`
 * and `undefined` mean none.
 *
 * @throws DevnetInvalidParameterError when `value` is not one of the `DirectoryFault` shapes.
 */
export function parseDirectoryFault(value: unknown): DirectoryFault | undefined {
  if (value === null || value === undefined) return undefined
  if (typeof value !== 'object' || Array.isArray(value)) throw refuse('expected an object with a kind')
  const fault = value as Record<string, unknown>
  const kind = parseFaultKind(fault)
  if (fault.path === undefined) return kind
  if (
    typeof fault.path !== 'string' ||
    fault.path.length > DIRECTORY_MAX_FAULT_PATH_LENGTH ||
    !FAULT_PATH_PATTERN.test(fault.path)
  ) {
    throw refuse(
      `path must be a request path such as /v1/convert/quotes, at most ${DIRECTORY_MAX_FAULT_PATH_LENGTH} characters`,
    )
  }
  return { ...kind, path: fault.path }
}

/** True when `fault` plays on a request for `path`: it names no path, or this one. */
export function isFaultOn(fault: DirectoryFault | undefined, path: string): fault is DirectoryFault {
  return fault !== undefined && (fault.path === undefined || fault.path === path)
}

function parseFaultKind(fault: Record<string, unknown>): DirectoryFault {
  switch (fault.kind) {
    case 'slow':
      if (!isIntegerIn(fault.ms, 0, DIRECTORY_MAX_FAULT_DELAY_MS)) {
        throw refuse(`slow needs ms, an integer from 0 to ${DIRECTORY_MAX_FAULT_DELAY_MS}`)
      }
      return { kind: 'slow', ms: fault.ms }
    case 'status':
      if (!isIntegerIn(fault.status, 400, 599))
        throw refuse('status needs status, an integer from 400 to 599')
      return { kind: 'status', status: fault.status }
    case 'malformed':
    case 'malformedEntry':
      return { kind: fault.kind }
    default:
      throw refuse("kind must be 'slow', 'status', 'malformed' or 'malformedEntry'")
  }
}
