import { spawn } from 'node:child_process'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { ApiPromise, WsProvider } from '@polkadot/api'
import type { ApiOptions } from '@polkadot/api/types'
import { describe, expect, test } from 'vitest'
import { isPortFree } from '../ports.js'
import { CHOPSTICKS_GENESIS_HASH } from './getPolkadotChainFacts.js'
import { startPolkadotChain } from './startPolkadotChain.js'

/** Far beyond a chopsticks start and stop (a few seconds): only a process that never exits hits it. */
const CHILD_EXIT_BOUND_MS = 90_000

const packageDirectory = fileURLToPath(new URL('../..', import.meta.url))
const builtModule = pathToFileURL(
  fileURLToPath(new URL('../../dist/polkadot/startPolkadotChain.js', import.meta.url)),
).href

/**
 * Runs `script` (CommonJS, as `--input-type=module` would be inherited by chopsticks' worker threads
 * and refused there) in a child Node process in this package, and collects how it ended.
 */
function runNode(script: string) {
  const child = spawn(process.execPath, ['--eval', script], { cwd: packageDirectory })
  let stdout = ''
  let stderr = ''
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
    stdout += chunk
  })
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
    stderr += chunk
  })
  const exited = new Promise<{ exitCode: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('close', (exitCode: number | null, signal: NodeJS.Signals | null) =>
      resolve({ exitCode, signal }),
    ),
  )
  return { child, exited, output: () => ({ stdout, stderr }) }
}

describe('startPolkadotChain lifecycle', () => {
  test('a lazy chain listens at once and starts chopsticks on the first @polkadot/api connection', async () => {
    const chain = await startPolkadotChain({ port: 0, lazy: true })
    try {
      expect(chain.isStarted).toBe(false)
      expect(await isPortFree(chain.port)).toBe(false)
      expect(chain.networkId).toBe(`polkadot:${CHOPSTICKS_GENESIS_HASH.slice(2, 34)}`)

      // WsProvider declares `ttl` optional while ProviderInterface requires it: a mismatch only under
      // exactOptionalPropertyTypes, which @polkadot's own build does not use.
      const provider = new WsProvider(chain.wsUrl) as NonNullable<ApiOptions['provider']>
      const api = await ApiPromise.create({ provider, noInitWarn: true, throwOnConnect: true })

      expect(chain.isStarted).toBe(true)
      expect(api.genesisHash.toHex()).toBe(chain.genesisHash)
      expect(api.registry.chainSS58).toBe(chain.ss58Prefix)
      await api.disconnect()
    } finally {
      await chain.stop()
    }
    expect(chain.isStarted).toBe(false)
    expect(await isPortFree(chain.port)).toBe(true)
  }, 120_000)

  test('stop() ends chopsticks and its worker threads, so Node exits by itself', async () => {
    const run = runNode(`(async () => {
      const { WebSocket } = require('ws')
      const { startPolkadotChain } = await import(${JSON.stringify(builtModule)})
      const chain = await startPolkadotChain({ port: 0, lazy: true })
      const socket = new WebSocket(chain.wsUrl)
      const genesisHash = await new Promise((resolve, reject) => {
        socket.once('open', () => socket.send(JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'chain_getBlockHash', params: [0] })))
        socket.once('message', (data) => resolve(JSON.parse(String(data)).result))
        socket.once('error', reject)
      })
      socket.terminate()
      await chain.stop()
      console.log(JSON.stringify({ port: chain.port, genesisHash, isStarted: chain.isStarted }))
    })()`)
    // No process.exit() in the script: it only ends once no thread, socket or timer is left. A
    // child still running after the bound is killed, which fails the test with its signal.
    const bound = setTimeout(() => run.child.kill('SIGKILL'), CHILD_EXIT_BOUND_MS)
    const exit = await run.exited
    clearTimeout(bound)

    expect(exit, run.output().stderr).toEqual({ exitCode: 0, signal: null })

    const report = JSON.parse(run.output().stdout) as {
      port: number
      genesisHash: string
      isStarted: boolean
    }
    expect(report.genesisHash).toBe(CHOPSTICKS_GENESIS_HASH)
    expect(report.isStarted).toBe(false)
    expect(await isPortFree(report.port)).toBe(true)
  }, 120_000)
})
