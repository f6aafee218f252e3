import { parseArgs } from 'node:util'
import { DevnetInvalidParameterError } from '../errors.js'

/** Environment variable read when `--port-base` is not given. */
export const PORT_BASE_ENVIRONMENT_VARIABLE = 'ATRIUM_DEVNET_PORT_BASE'

/** What the command line asks for. */
export type CliCommand =
  | { command: 'help' }
  | {
      command: 'up'
      portBase: number | 'auto' | undefined
      /** How many wallets the wallet directory lists (`--wallets`). */
      wallets: number | undefined
    }

export type ParseCliArgumentsParameters = {
  /** Arguments after the script, i.e. `process.argv.slice(2)`. */
  args: readonly string[]
  environment: Readonly<Record<string, string | undefined>>
}

export type ParseCliArgumentsErrorType = DevnetInvalidParameterError

/** Reads the command and options of `atrium-devnet`. */
export function parseCliArguments(parameters: ParseCliArgumentsParameters): CliCommand {
  const { values, positionals } = parseStrict(parameters.args)
  if (values.help === true) return { command: 'help' }
  const [command, ...rest] = positionals
  if (command === undefined) {
    throw new DevnetInvalidParameterError({ parameter: 'command', reason: 'none given (expected "up")' })
  }
  if (command !== 'up' || rest.length > 0) {
    throw new DevnetInvalidParameterError({
      parameter: 'command',
      reason: `"${positionals.join(' ')}" (expected "up")`,
    })
  }
  const portBase = values['port-base'] ?? parameters.environment[PORT_BASE_ENVIRONMENT_VARIABLE]
  return {
    command,
    portBase: portBase === undefined ? undefined : parsePortBase(portBase),
    wallets: values.wallets === undefined ? undefined : parseWalletCount(values.wallets),
  }
}

function parseStrict(args: readonly string[]) {
  try {
    return parseArgs({
      args: [...args],
      allowPositionals: true,
      strict: true,
      options: {
        'port-base': { type: 'string' },
        wallets: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    })
  } catch (error) {
    throw new DevnetInvalidParameterError(
      { parameter: 'arguments', reason: (error as Error).message },
      { cause: error },
    )
  }
}

function parsePortBase(value: string): number | 'auto' {
  if (value === 'auto') return 'auto'
  if (!/^\d+$/.test(value)) {
    throw new DevnetInvalidParameterError({
      parameter: '--port-base',
      reason: `"${value}" is not a port number (or "auto")`,
    })
  }
  return Number(value)
}

/** The count's range is `startDevnet`'s to check; here only that it is a whole number. */
function parseWalletCount(value: string): number {
  if (!/^\d{1,9}$/.test(value)) {
    throw new DevnetInvalidParameterError({
      parameter: '--wallets',
      reason: `"${value}" is not a number of wallets`,
    })
  }
  return Number(value)
}
