import { AtriumError, type AtriumErrorOptions } from '@atrium/common'

/** Options every devnet error accepts besides its parameters (`details`, `cause`, `meta`). */
export type DevnetErrorOptions = AtriumErrorOptions

/** Base class of the errors `@atrium/devnet` throws; their codes start with `DEVNET_`. */
export class DevnetError<code extends string = string> extends AtriumError<code> {
  override name = 'DevnetError'
}

/** True when `value` is an error carrying a `DEVNET_*` code. */
export function isDevnetError(value: unknown): value is DevnetError {
  if (!(value instanceof Error)) return false
  const code = (value as { code?: unknown }).code
  return typeof code === 'string' && code.startsWith('DEVNET_')
}

/** A port a service should listen on is taken by another process. */
export class DevnetPortInUseError extends DevnetError<'DEVNET_PORT_IN_USE'> {
  override name = 'DevnetPortInUseError'
  readonly port: number

  constructor(parameters: { port: number; service: string }, options: DevnetErrorOptions = {}) {
    super(
      'DEVNET_PORT_IN_USE',
      `Port ${parameters.port} is already in use (${parameters.service}). Stop the process using it or pick other ports with --port-base.`,
      { ...options, meta: { port: parameters.port, service: parameters.service } },
    )
    this.port = parameters.port
  }
}

/** A port cannot be opened on 127.0.0.1 for a reason other than being in use (e.g. `EACCES`). */
export class DevnetPortUnavailableError extends DevnetError<'DEVNET_PORT_UNAVAILABLE'> {
  override name = 'DevnetPortUnavailableError'

  constructor(
    parameters: { port: number; service: string; reason: string },
    options: DevnetErrorOptions = {},
  ) {
    super(
      'DEVNET_PORT_UNAVAILABLE',
      `Port ${parameters.port} cannot be opened on 127.0.0.1 (${parameters.service}): ${parameters.reason}.`,
      { ...options, meta: { port: parameters.port, service: parameters.service } },
    )
  }
}

/** Anvil publishes no binary for this platform and architecture. */
export class DevnetAnvilUnsupportedPlatformError extends DevnetError<'DEVNET_ANVIL_UNSUPPORTED_PLATFORM'> {
  override name = 'DevnetAnvilUnsupportedPlatformError'

  constructor(parameters: { platform: string; arch: string }, options: DevnetErrorOptions = {}) {
    super(
      'DEVNET_ANVIL_UNSUPPORTED_PLATFORM',
      `@foundry-rs/anvil has no binary for ${parameters.platform}-${parameters.arch}.`,
      { ...options, meta: parameters },
    )
  }
}

/** A package the anvil binary comes from is missing from node_modules. */
export class DevnetAnvilNotInstalledError extends DevnetError<'DEVNET_ANVIL_NOT_INSTALLED'> {
  override name = 'DevnetAnvilNotInstalledError'

  constructor(parameters: { packageName: string }, options: DevnetErrorOptions = {}) {
    super(
      'DEVNET_ANVIL_NOT_INSTALLED',
      `The package ${parameters.packageName} is not installed, so the anvil binary cannot be found. Reinstall dependencies on this machine without skipping optional dependencies.`,
      { ...options, meta: parameters },
    )
  }
}

/** A service's executable could not be spawned (missing, not executable, out of resources). */
export class DevnetSpawnError extends DevnetError<'DEVNET_SPAWN_FAILED'> {
  override name = 'DevnetSpawnError'

  constructor(parameters: { service: string; reason: string }, options: DevnetErrorOptions = {}) {
    super('DEVNET_SPAWN_FAILED', `${parameters.service} could not be started: ${parameters.reason}.`, {
      ...options,
      meta: parameters,
    })
  }
}

/** A service's process exited before it answered. */
export class DevnetProcessExitedError extends DevnetError<'DEVNET_PROCESS_EXITED'> {
  override name = 'DevnetProcessExitedError'

  constructor(
    parameters: { service: string; exitCode: number | null; signal: string | null },
    options: DevnetErrorOptions = {},
  ) {
    const how = parameters.signal === null ? `code ${parameters.exitCode}` : `signal ${parameters.signal}`
    super('DEVNET_PROCESS_EXITED', `${parameters.service} exited with ${how} while starting.`, {
      ...options,
      meta: parameters,
    })
  }
}

/** A service did not answer within its start timeout. */
export class DevnetStartTimeoutError extends DevnetError<'DEVNET_START_TIMEOUT'> {
  override name = 'DevnetStartTimeoutError'

  constructor(
    parameters: { service: string; url: string; timeoutMs: number },
    options: DevnetErrorOptions = {},
  ) {
    super(
      'DEVNET_START_TIMEOUT',
      `${parameters.service} did not answer on ${parameters.url} within ${parameters.timeoutMs} ms.`,
      { ...options, meta: parameters },
    )
  }
}

/** An option passed to `startDevnet`, `getDevnetUrls` or the CLI is invalid. */
export class DevnetInvalidParameterError extends DevnetError<'DEVNET_INVALID_PARAMETER'> {
  override name = 'DevnetInvalidParameterError'

  constructor(parameters: { parameter: string; reason: string }, options: DevnetErrorOptions = {}) {
    super('DEVNET_INVALID_PARAMETER', `Invalid ${parameters.parameter}: ${parameters.reason}.`, {
      ...options,
      meta: parameters,
    })
  }
}

/** Every error `@atrium/devnet` throws. */
export type DevnetErrorType =
  | DevnetPortInUseError
  | DevnetPortUnavailableError
  | DevnetAnvilUnsupportedPlatformError
  | DevnetAnvilNotInstalledError
  | DevnetSpawnError
  | DevnetProcessExitedError
  | DevnetStartTimeoutError
  | DevnetInvalidParameterError
