import { DevnetInvalidParameterError } from '../errors.js'

/** Longest delay of a `slow` fault: past any client's time-out, short of a hung test. */
export const DIRECTORY_MAX_FAULT_DELAY_MS = 60_000

/**
 * A failure the wallet directory plays until cleared, for tests of loading, error and retry states:
 * - `slow`: every answer waits `ms` first;
 * - `status`: every answer is that HTTP error status (400 to 599) with a JSON `{ message }`;
 * - `malformed`: every answer's body is cut off halfway (invalid JSON, a broken image);
 * - `malformedEntry`: `GET /getWallets` pages carry one entry of the wrong shape among good ones.
 */
export type DirectoryFault =
  | { readonly kind: 'slow'; readonly ms: number }
  | { readonly kind: 'status'; readonly status: number }
  | { readonly kind: 'malformed' }
  | { readonly kind: 'malformedEntry' }

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
