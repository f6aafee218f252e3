import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { isDevnetError } from '../errors.js'
import {
  DIRECTORY_MAX_FAULT_DELAY_MS,
  DIRECTORY_MAX_FAULT_PATH_LENGTH,
  isFaultOn,
  parseDirectoryFault,
} from './parseDirectoryFault.js'

describe('parseDirectoryFault', () => {
  test('null and undefined mean no fault', () => {
    expect(parseDirectoryFault(null)).toBeUndefined()
    expect(parseDirectoryFault(undefined)).toBeUndefined()
  })

  test('reads each kind, dropping other fields', () => {
    expect(parseDirectoryFault({ kind: 'slow', ms: 250, extra: 1 })).toEqual({ kind: 'slow', ms: 250 })
    expect(parseDirectoryFault({ kind: 'status', status: 500 })).toEqual({ kind: 'status', status: 500 })
    expect(parseDirectoryFault({ kind: 'malformed' })).toEqual({ kind: 'malformed' })
    expect(parseDirectoryFault({ kind: 'malformedEntry' })).toEqual({ kind: 'malformedEntry' })
  })

  test('holds its limits at the edges', () => {
    expect(parseDirectoryFault({ kind: 'slow', ms: 0 })).toEqual({ kind: 'slow', ms: 0 })
    expect(parseDirectoryFault({ kind: 'slow', ms: DIRECTORY_MAX_FAULT_DELAY_MS })).toMatchObject({
      kind: 'slow',
    })
    expect(() => parseDirectoryFault({ kind: 'slow', ms: DIRECTORY_MAX_FAULT_DELAY_MS + 1 })).toThrow()
    expect(() => parseDirectoryFault({ kind: 'slow', ms: -1 })).toThrow()
    expect(parseDirectoryFault({ kind: 'status', status: 400 })).toMatchObject({ status: 400 })
    expect(parseDirectoryFault({ kind: 'status', status: 599 })).toMatchObject({ status: 599 })
    expect(() => parseDirectoryFault({ kind: 'status', status: 399 })).toThrow()
    expect(() => parseDirectoryFault({ kind: 'status', status: 600 })).toThrow()
  })

  test('rejects other shapes with DevnetInvalidParameterError', () => {
    expect(() => parseDirectoryFault({ kind: 'slow' })).toThrowErrorMatchingInlineSnapshot(
      `[DevnetInvalidParameterError: Invalid fault: slow needs ms, an integer from 0 to 60000.]`,
    )
    expect(() => parseDirectoryFault({ kind: 'down' })).toThrowErrorMatchingInlineSnapshot(
      `[DevnetInvalidParameterError: Invalid fault: kind must be 'slow', 'status', 'malformed' or 'malformedEntry'.]`,
    )
    expect(() => parseDirectoryFault([])).toThrowErrorMatchingInlineSnapshot(
      `[DevnetInvalidParameterError: Invalid fault: expected an object with a kind.]`,
    )
    expect(() => parseDirectoryFault('slow')).toThrow(
      expect.objectContaining({ code: 'DEVNET_INVALID_PARAMETER' }),
    )
  })

  test('a path limits the fault to requests for that exact path', () => {
    const fault = parseDirectoryFault({ kind: 'status', status: 500, path: '/v1/convert/quotes' })
    expect(fault).toEqual({ kind: 'status', status: 500, path: '/v1/convert/quotes' })
    expect(isFaultOn(fault, '/v1/convert/quotes')).toBe(true)
    expect(isFaultOn(fault, '/v1/convert/tokens')).toBe(false)
    expect(isFaultOn(parseDirectoryFault({ kind: 'malformed' }), '/getWallets')).toBe(true)
    expect(isFaultOn(undefined, '/getWallets')).toBe(false)
  })

  test.each([
    '',
    'v1/convert/quotes',
    '/v1/convert/quotes?amount=1',
    '/v1/../fault',
    '/v1/%2e%2e',
    `/${'a'.repeat(DIRECTORY_MAX_FAULT_PATH_LENGTH)}`,
    42,
  ])('refuses the path %j', (path) => {
    expect(() => parseDirectoryFault({ kind: 'malformed', path })).toThrow(
      `Invalid fault: path must be a request path such as /v1/convert/quotes, at most ${DIRECTORY_MAX_FAULT_PATH_LENGTH} characters.`,
    )
  })

  test('generated faults parse and round-trip', () => {
    const fault = fc.oneof(
      fc.record({
        kind: fc.constant('slow' as const),
        ms: fc.integer({ min: 0, max: DIRECTORY_MAX_FAULT_DELAY_MS }),
      }),
      fc.record({ kind: fc.constant('status' as const), status: fc.integer({ min: 400, max: 599 }) }),
      fc.record({ kind: fc.constantFrom('malformed' as const, 'malformedEntry' as const) }),
    )
    fc.assert(
      fc.property(fault, (value) => {
        expect(parseDirectoryFault(JSON.parse(JSON.stringify(value)))).toEqual(value)
      }),
    )
  })

  test('generated junk is refused with DevnetInvalidParameterError, never another error', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        try {
          parseDirectoryFault(value)
        } catch (error) {
          expect(isDevnetError(error) && error.code === 'DEVNET_INVALID_PARAMETER').toBe(true)
        }
      }),
    )
  })
})
