import { execFileSync, spawn } from 'node:child_process'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { describe, expect, test, vi } from 'vitest'
import { isPortFree } from '../ports.js'

const entrypoint = pathToFileURL(fileURLToPath(new URL('../../dist/exports/index.js', import.meta.url))).href

/**
 * Starts one chain (and nothing else: the other services only slow the start) in a child Node
 * process, prints its pid and port, then runs `then`.
 */
function runDevnetScript(then: string) {
  const script = `
    import { startDevnet } from ${JSON.stringify(entrypoint)}
    const devnet = await startDevnet({
      portBase: 'auto',
      evm: { chains: [{ chainId: 1 }] },
      relay: false,
      solana: false,
      bitcoin: false,
      polkadot: false,
      walletDirectory: false,
      blockchainApi: false,
    })
    console.log(JSON.stringify({ pid: devnet.evm[0].pid, port: devnet.evm[0].port }))
    ${then}
  `
  const child = spawn(process.execPath, ['--input-type=module', '--eval', script])
  let stdout = ''
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
    stdout += chunk
  })
  const started = new Promise<{ pid: number; port: number }>((resolve, reject) => {
    child.stdout.on('data', () => {
      if (stdout.includes('\n')) resolve(JSON.parse(stdout))
    })
    child.once('close', () => reject(new Error('The script exited before starting a devnet.')))
  })
  const exited = new Promise<{ exitCode: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('close', (exitCode: number | null, signal: NodeJS.Signals | null) =>
      resolve({ exitCode, signal }),
    ),
  )
  return { child, started, exited }
}

/** False once the process is gone or a zombie (a container's PID 1 may never reap orphans). */
function isProcessRunning(pid: number): boolean {
  try {
    return !execFileSync('ps', ['-o', 'stat=', '-p', String(pid)], { encoding: 'utf8' })
      .trim()
      .startsWith('Z')
  } catch {
    return false
  }
}

async function expectStopped(node: { pid: number; port: number }): Promise<void> {
  await vi.waitFor(async () => {
    expect(isProcessRunning(node.pid)).toBe(false)
    expect(await isPortFree(node.port)).toBe(true)
  })
}

// A child Node process that imports the devnet and deploys its contracts: seconds on a busy CI machine.
const CHILD_DEVNET_TIMEOUT_MS = 60_000

describe('trackChildProcess', () => {
  test(
    'kills the nodes when the parent exits without stopping them',
    async () => {
      const run = runDevnetScript('process.exit(0)')
      const node = await run.started

      expect(await run.exited).toEqual({ exitCode: 0, signal: null })
      await expectStopped(node)
    },
    CHILD_DEVNET_TIMEOUT_MS,
  )

  test(
    'kills the nodes and keeps the default behaviour on an unhandled SIGTERM',
    async () => {
      const run = runDevnetScript('setInterval(() => {}, 1000)')
      const node = await run.started
      expect(isProcessRunning(node.pid)).toBe(true)

      run.child.kill('SIGTERM')

      expect(await run.exited).toEqual({ exitCode: null, signal: 'SIGTERM' })
      await expectStopped(node)
    },
    CHILD_DEVNET_TIMEOUT_MS,
  )
})
