import { isAtriumError } from '@atrium/common'
import { describe, expect, test } from 'vitest'
import {
  DevnetError,
  DevnetInvalidParameterError,
  DevnetPortInUseError,
  DevnetProcessExitedError,
  DevnetStartTimeoutError,
  isDevnetError,
} from './errors.js'

describe('devnet errors', () => {
  test('name is the class name and code a DEVNET_ key', () => {
    const error = new DevnetPortInUseError({ port: 8545, service: 'EVM chain 1' })

    expect(error).toBeInstanceOf(DevnetError)
    expect(isAtriumError(error)).toBe(true)
    expect(error.toJSON()).toEqual({
      name: 'DevnetPortInUseError',
      code: 'DEVNET_PORT_IN_USE',
      message: error.message,
    })
    expect(error).toMatchObject({ name: 'DevnetPortInUseError', code: 'DEVNET_PORT_IN_USE', port: 8545 })
    expect(error.message).toMatchInlineSnapshot(
      `"Port 8545 is already in use (EVM chain 1). Stop the process using it or pick other ports with --port-base."`,
    )
  })

  test('details and cause stay out of the message', () => {
    const cause = new Error('boom')
    const error = new DevnetProcessExitedError(
      { service: 'anvil (EVM chain 1)', exitCode: 1, signal: null },
      { details: 'Error: something', cause },
    )

    expect(error.message).toMatchInlineSnapshot(`"anvil (EVM chain 1) exited with code 1 while starting."`)
    expect(error.details).toBe('Error: something')
    expect(error.cause).toBe(cause)
    expect(
      new DevnetProcessExitedError({ service: 'anvil (EVM chain 1)', exitCode: null, signal: 'SIGKILL' })
        .message,
    ).toMatchInlineSnapshot(`"anvil (EVM chain 1) exited with signal SIGKILL while starting."`)
    expect(
      new DevnetStartTimeoutError({ service: 'EVM chain 1', url: 'http://127.0.0.1:8545', timeoutMs: 10_000 })
        .message,
    ).toMatchInlineSnapshot(`"EVM chain 1 did not answer on http://127.0.0.1:8545 within 10000 ms."`)
  })

  test('isDevnetError recognises devnet codes only', () => {
    expect(isDevnetError(new DevnetInvalidParameterError({ parameter: 'port', reason: 'no' }))).toBe(true)
    expect(isDevnetError(Object.assign(new Error('x'), { code: 'ECONNREFUSED' }))).toBe(false)
    expect(isDevnetError({ code: 'DEVNET_PORT_IN_USE' })).toBe(false)
  })
})
