import { type ChildProcess, spawn } from 'node:child_process'
import { DEV_ACCOUNT_BALANCE_ETH, DEV_ACCOUNT_COUNT, DEV_MNEMONIC } from '../accounts/devAccounts.js'
import {
  type DevnetAnvilNotInstalledError,
  type DevnetAnvilUnsupportedPlatformError,
  type DevnetErrorOptions,
  DevnetPortInUseError,
  type DevnetPortUnavailableError,
  DevnetProcessExitedError,
  DevnetSpawnError,
  type DevnetStartTimeoutError,
} from '../errors.js'
import { assertPortFree, DEVNET_HOST } from '../ports.js'
import { trackChildProcess } from '../process/trackChildProcess.js'
import { resolveAnvilBinary } from './resolveAnvilBinary.js'
import { waitForChainId } from './waitForChainId.js'

/** Default time a node gets to answer `eth_chainId`; it usually needs well under a second. */
export const ANVIL_START_TIMEOUT_MS = 10_000

/** Time a node gets to exit after SIGTERM before it is SIGKILLed. */
export const ANVIL_STOP_GRACE_MS = 2_000

/** How much of a node's stderr is kept for error details. */
const STDERR_TAIL_LENGTH = 8_192

export type StartAnvilParameters = {
  /** EIP-155 chain id the node reports. */
  chainId: number
  /** Port on 127.0.0.1; must be free. */
  port: number
  /** Path of the anvil executable; defaults to `resolveAnvilBinary()`. */
  binary?: string
  /** Defaults to `ANVIL_START_TIMEOUT_MS`. */
  startTimeoutMs?: number
}

/** How a node's process ended. */
export type AnvilExit = {
  exitCode: number | null
  signal: NodeJS.Signals | null
}

/** A running anvil node. */
export type AnvilInstance = {
  readonly chainId: number
  readonly port: number
  readonly rpcUrl: string
  readonly pid: number
  /** Settles when the process has exited, whether through `stop()` or not. */
  readonly exited: Promise<AnvilExit>
  /** Terminates the process (SIGTERM, then SIGKILL after `ANVIL_STOP_GRACE_MS`); idempotent. */
  stop(): Promise<void>
}

export type StartAnvilReturnType = AnvilInstance

export type StartAnvilErrorType =
  | DevnetAnvilUnsupportedPlatformError
  | DevnetAnvilNotInstalledError
  | DevnetPortInUseError
  | DevnetPortUnavailableError
  | DevnetSpawnError
  | DevnetProcessExitedError
  | DevnetStartTimeoutError

/**
 * Spawns an anvil node on 127.0.0.1 with automine and the funded `DEV_ACCOUNTS`, and resolves once
 * it answers `eth_chainId`. The process is SIGKILLed if this process exits first.
 *
 * @example
 * const node = await startAnvil({ chainId: 1, port: 8545 })
 * await node.stop()
 */
export async function startAnvil(parameters: StartAnvilParameters): Promise<StartAnvilReturnType> {
  const { chainId, port, binary = resolveAnvilBinary(), startTimeoutMs = ANVIL_START_TIMEOUT_MS } = parameters
  const service = `EVM chain ${chainId}`
  await assertPortFree({ port, service })

  const rpcUrl = `http://${DEVNET_HOST}:${port}`
  const child = spawn(binary, getAnvilArguments({ chainId, port }), {
    stdio: ['ignore', 'ignore', 'pipe'],
    // Same process group as the parent: whoever kills the group (a test runner, turbo, a terminal's
    // Ctrl-C) kills the nodes too, even when the parent dies by SIGKILL and cannot reap them.
    detached: false,
    windowsHide: true,
  })
  const untrack = trackChildProcess(child)
  let stderr = ''
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
    stderr = (stderr + chunk).slice(-STDERR_TAIL_LENGTH)
  })
  let spawnError: Error | undefined
  // 'close' rather than 'exit': it waits for stderr to drain, so the reason of a failed start is read.
  const exited = new Promise<AnvilExit>((resolve) => {
    child.once('close', (exitCode: number | null, signal: NodeJS.Signals | null) =>
      resolve({ exitCode, signal }),
    )
    child.on('error', (error) => {
      if (child.pid !== undefined) return // a failed kill(); the process still runs
      spawnError = error
      resolve({ exitCode: null, signal: null })
    })
  }).finally(untrack)

  let stopping: Promise<void> | undefined
  const stop = () => {
    stopping ??= terminate(child, exited)
    return stopping
  }

  const startAbort = new AbortController()
  void exited.then(() => startAbort.abort())
  let isReady: boolean
  try {
    isReady = await Promise.race([
      waitForChainId({
        url: rpcUrl,
        chainId,
        service,
        timeoutMs: startTimeoutMs,
        signal: startAbort.signal,
      }).then(() => true),
      exited.then(() => false),
    ])
  } catch (error) {
    await stop()
    throw error
  }
  if (!isReady || child.pid === undefined) {
    const exit = await exited
    throw getStartError({ service, port, exit, stderr: stderr.trim(), spawnError })
  }
  return { chainId, port, rpcUrl, pid: child.pid, exited, stop }
}

function getAnvilArguments(parameters: { chainId: number; port: number }): string[] {
  return [
    ['--host', DEVNET_HOST],
    ['--port', String(parameters.port)],
    ['--chain-id', String(parameters.chainId)],
    ['--mnemonic', DEV_MNEMONIC],
    ['--accounts', String(DEV_ACCOUNT_COUNT)],
    ['--balance', String(DEV_ACCOUNT_BALANCE_ETH)],
    ['--quiet'],
  ].flat()
}

function isRunning(child: ChildProcess): boolean {
  return child.pid !== undefined && child.exitCode === null && child.signalCode === null
}

async function terminate(child: ChildProcess, exited: Promise<AnvilExit>): Promise<void> {
  if (isRunning(child)) child.kill('SIGTERM')
  const timer = setTimeout(() => {
    if (isRunning(child)) child.kill('SIGKILL')
  }, ANVIL_STOP_GRACE_MS)
  await exited
  clearTimeout(timer)
}

function getStartError(parameters: {
  service: string
  port: number
  exit: AnvilExit
  stderr: string
  spawnError: Error | undefined
}): DevnetSpawnError | DevnetPortInUseError | DevnetProcessExitedError {
  const { service, port, exit, stderr, spawnError } = parameters
  const options: DevnetErrorOptions = stderr === '' ? {} : { details: stderr }
  if (spawnError !== undefined) {
    const reason = (spawnError as NodeJS.ErrnoException).code ?? spawnError.message
    return new DevnetSpawnError({ service: `anvil (${service})`, reason }, { cause: spawnError })
  }
  // Another process took the port between the free-port check and anvil's bind.
  if (/address already in use/i.test(stderr)) return new DevnetPortInUseError({ port, service }, options)
  return new DevnetProcessExitedError(
    { service: `anvil (${service})`, exitCode: exit.exitCode, signal: exit.signal },
    options,
  )
}
