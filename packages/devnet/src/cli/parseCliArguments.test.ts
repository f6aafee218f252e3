import { describe, expect, test } from 'vitest'
import { parseCliArguments } from './parseCliArguments.js'

function parse(args: string[], environment: Record<string, string> = {}) {
  return parseCliArguments({ args, environment })
}

describe('parseCliArguments', () => {
  test('up uses the default ports', () => {
    expect(parse(['up'])).toEqual({ command: 'up', portBase: undefined })
  })

  test('--port-base sets the first port; auto and 0 pick free ports', () => {
    expect(parse(['up', '--port-base', '9545'])).toEqual({ command: 'up', portBase: 9545 })
    expect(parse(['up', '--port-base=auto'])).toEqual({ command: 'up', portBase: 'auto' })
    expect(parse(['up', '--port-base', '0'])).toEqual({ command: 'up', portBase: 0 })
  })

  test('ATRIUM_DEVNET_PORT_BASE applies when the flag is absent', () => {
    expect(parse(['up'], { ATRIUM_DEVNET_PORT_BASE: '7545' })).toEqual({ command: 'up', portBase: 7545 })
    expect(parse(['up', '--port-base', '9545'], { ATRIUM_DEVNET_PORT_BASE: '7545' })).toEqual({
      command: 'up',
      portBase: 9545,
    })
  })

  test('--help and -h win over the command', () => {
    expect(parse(['--help'])).toEqual({ command: 'help' })
    expect(parse(['up', '-h'])).toEqual({ command: 'help' })
  })

  test('rejects a missing or unknown command, unknown options and bad ports', () => {
    expect(() => parse([])).toThrowErrorMatchingInlineSnapshot(
      `[DevnetInvalidParameterError: Invalid command: none given (expected "up").]`,
    )
    expect(() => parse(['down'])).toThrowErrorMatchingInlineSnapshot(
      `[DevnetInvalidParameterError: Invalid command: "down" (expected "up").]`,
    )
    expect(() => parse(['up', '--verbose'])).toThrow(
      expect.objectContaining({ code: 'DEVNET_INVALID_PARAMETER' }),
    )
    expect(() => parse(['up', '--port-base', '95x'])).toThrowErrorMatchingInlineSnapshot(
      `[DevnetInvalidParameterError: Invalid --port-base: "95x" is not a port number (or "auto").]`,
    )
  })
})
