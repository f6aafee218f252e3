import { describe, expect, test } from 'vitest'
import { parseCliArguments } from './parseCliArguments.js'

function parse(args: string[], environment: Record<string, string> = {}) {
  return parseCliArguments({ args, environment })
}

describe('parseCliArguments', () => {
  test('up uses the default ports', () => {
    expect(parse(['up'])).toEqual({ command: 'up', portBase: undefined, wallets: undefined })
  })

  test('--port-base sets the first port; auto and 0 pick free ports', () => {
    expect(parse(['up', '--port-base', '9545'])).toEqual({
      command: 'up',
      portBase: 9545,
      wallets: undefined,
    })
    expect(parse(['up', '--port-base=auto'])).toEqual({ command: 'up', portBase: 'auto', wallets: undefined })
    expect(parse(['up', '--port-base', '0'])).toEqual({ command: 'up', portBase: 0, wallets: undefined })
  })

  test('ATRIUM_DEVNET_PORT_BASE applies when the flag is absent', () => {
    expect(parse(['up'], { ATRIUM_DEVNET_PORT_BASE: '7545' })).toEqual({
      command: 'up',
      portBase: 7545,
      wallets: undefined,
    })
    expect(parse(['up', '--port-base', '9545'], { ATRIUM_DEVNET_PORT_BASE: '7545' })).toEqual({
      command: 'up',
      portBase: 9545,
      wallets: undefined,
    })
  })

  test('--wallets sets how many wallets the directory lists', () => {
    expect(parse(['up', '--wallets', '5000'])).toEqual({ command: 'up', portBase: undefined, wallets: 5000 })
    expect(parse(['up', '--wallets=0'])).toMatchObject({ wallets: 0 })
    expect(() => parse(['up', '--wallets', 'many'])).toThrowErrorMatchingInlineSnapshot(
      `[DevnetInvalidParameterError: Invalid --wallets: "many" is not a number of wallets.]`,
    )
    expect(() => parse(['up', '--wallets', '-5'])).toThrow(
      expect.objectContaining({ code: 'DEVNET_INVALID_PARAMETER' }),
    )
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
