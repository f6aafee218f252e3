import { type ChildProcess, spawn } from 'node:child_process'
import { createServer, type Server } from 'node:net'
import { fileURLToPath } from 'node:url'
import { createPublicClient, http } from 'viem'
import { afterEach, describe, expect, test } from 'vitest'
import { getFreePort, isPortFree, MAX_PORT } from './ports.js'

const packageDirectory = fileURLToPath(new URL('..', import.meta.url))

type CliRun = {
  child: ChildProcess
  output: { stdout: string; stderr: string }
  exited: Promise<{ exitCode: number | null; signal: NodeJS.Signals | null }>
  waitForStdout(text: string): Promise<string>
}

const runs: CliRun[] = []

function runCli(script: string, args: string[]): CliRun {
  const child = spawn(process.execPath, [script, ...args], {
    cwd: packageDirectory,
    env: { ...process.env, ATRIUM_DEVNET_PORT_BASE: undefined },
  })
  const output = { stdout: '', stderr: '' }
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
    output.stdout += chunk
  })
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
    output.stderr += chunk
  })
  const exited = new Promise<{ exitCode: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('close', (exitCode: number | null, signal: NodeJS.Signals | null) =>
      resolve({ exitCode, signal }),
    ),
  )
  const waitForStdout = (text: string) =>
    new Promise<string>((resolve, reject) => {
      const check = () => {
        if (!output.stdout.includes(text)) return
        child.stdout.off('data', check)
        resolve(output.stdout)
      }
      child.stdout.on('data', check)
      void exited.then(() => reject(new Error(`CLI exited before printing "${text}": ${output.stderr}`)))
      check()
    })
  const run = { child, output, exited, waitForStdout }
  runs.push(run)
  return run
}

/** A port such that it and the next `count - 1` ports are free. */
async function getFreePortRange(count: number): Promise<number> {
  for (;;) {
    const base = await getFreePort()
    if (base + count - 1 > MAX_PORT) continue
    const ports = Array.from({ length: count }, (_, index) => base + index)
    if ((await Promise.all(ports.map(isPortFree))).every(Boolean)) return base
  }
}

/** Rows of the services table: name, network id, URL. */
function readServiceRows(stdout: string): string[][] {
  return stdout.split('\n').flatMap((line) => {
    const match = /^ {2}(\S.*?) {2,}(eip155:\d+) +(http:\/\/\S+)$/.exec(line)
    return match === null ? [] : [match.slice(1)]
  })
}

afterEach(async () => {
  for (const run of runs.splice(0)) {
    if (run.child.exitCode === null && run.child.signalCode === null) run.child.kill('SIGKILL')
    await run.exited
  }
})

describe('atrium-devnet CLI', () => {
  // `up` tests start every service, the auth service's embedded PostgreSQL among them: seconds on a loaded machine.
  test('up --port-base N prints the services and accounts; SIGINT stops everything and exits 0', async () => {
    const portBase = await getFreePortRange(87)
    const run = runCli('dist/cli.js', ['up', '--port-base', String(portBase), '--wallets', '50'])

    const stdout = await run.waitForStdout('Press Ctrl-C to stop.')
    expect(stdout).toMatch(new RegExp(`WalletConnect relay +- +ws://127\\.0\\.0\\.1:${portBase + 10}\n`))
    expect(stdout).toMatch(
      new RegExp(`Solana \\(litesvm\\) +solana:\\w+ +http://127\\.0\\.0\\.1:${portBase + 20}\n`),
    )
    expect(stdout).toMatch(
      new RegExp(`Bitcoin regtest \\(Esplora\\) +bip122:\\w+ +http://127\\.0\\.0\\.1:${portBase + 30}\n`),
    )
    expect(stdout).toMatch(
      new RegExp(`\\(chopsticks\\) +polkadot:\\w+ +ws://127\\.0\\.0\\.1:${portBase + 40}\n`),
    )
    expect(stdout).toMatch(new RegExp(`Wallet directory +- +http://127\\.0\\.0\\.1:${portBase + 50}\n`))
    expect(stdout).toMatch(new RegExp(`Mail sink \\(SMTP\\) +- +smtp://127\\.0\\.0\\.1:${portBase + 70}\n`))
    expect(stdout).toMatch(new RegExp(`Dev mailbox +- +http://127\\.0\\.0\\.1:${portBase + 71}\n`))
    expect(stdout).toMatch(new RegExp(`Auth service +- +http://127\\.0\\.0\\.1:${portBase + 80}\n`))
    expect(await (await fetch(`http://127.0.0.1:${portBase + 80}/health`)).json()).toEqual({ ok: true })
    expect(stdout).toMatch(new RegExp(`Secure frame +- +http://127\\.0\\.0\\.1:${portBase + 82}/\n`))
    const frameConfig = await fetch(`http://127.0.0.1:${portBase + 82}/config.json`)
    expect(frameConfig.headers.get('content-security-policy')).toContain(
      'frame-ancestors http://127.0.0.1:5173 http://localhost:5173',
    )
    expect((await frameConfig.json()).authUrl).toBe(`http://127.0.0.1:${portBase + 80}`)
    expect(stdout).toMatch(new RegExp(`Farcaster auth relay +- +http://127\\.0\\.0\\.1:${portBase + 86}\n`))
    const channel = await fetch(`http://127.0.0.1:${portBase + 86}/v1/channel`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        siweUri: `http://127.0.0.1:${portBase + 80}/`,
        domain: `127.0.0.1:${portBase + 80}`,
      }),
    })
    expect(channel.status).toBe(201)
    const wallets = await fetch(`http://127.0.0.1:${portBase + 50}/getWallets?projectId=devnet`)
    expect((await wallets.json()).count).toBe(50)
    const tip = await fetch(`http://127.0.0.1:${portBase + 30}/blocks/tip/height`)
    expect(Number(await tip.text())).toBeGreaterThan(0)

    const rows = readServiceRows(stdout)
    expect(rows).toEqual([
      ['Ethereum', 'eip155:1', `http://127.0.0.1:${portBase}`],
      ['OP Mainnet', 'eip155:10', `http://127.0.0.1:${portBase + 1}`],
      ['Base', 'eip155:8453', `http://127.0.0.1:${portBase + 2}`],
    ])
    expect(stdout).toContain('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')
    expect(stdout).toContain('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80')
    for (const [, networkId, url] of rows) {
      const client = createPublicClient({ transport: http(url), pollingInterval: 20 })
      expect(`eip155:${await client.getChainId()}`).toBe(networkId)
    }

    run.child.kill('SIGINT')

    expect(await run.exited).toEqual({ exitCode: 0, signal: null })
    const offsets = [0, 1, 2, 10, 50, 70, 71, 80, 82, 86]
    expect(await Promise.all(offsets.map((offset) => isPortFree(portBase + offset)))).toEqual(
      offsets.map(() => true),
    )
  }, 90_000)

  test('SIGTERM stops everything and exits 0 (free ports with --port-base auto)', async () => {
    const run = runCli('dist/cli.js', ['up', '--port-base', 'auto'])
    const rows = readServiceRows(await run.waitForStdout('Press Ctrl-C to stop.'))
    expect(rows.map(([name]) => name)).toEqual(['Ethereum', 'OP Mainnet', 'Base'])

    run.child.kill('SIGTERM')

    expect(await run.exited).toEqual({ exitCode: 0, signal: null })
    const ports = rows.map(([, , url]) => Number(new URL(url ?? '').port))
    expect(await Promise.all(ports.map(isPortFree))).toEqual([true, true, true])
  }, 90_000)

  test('a port in use prints only the message and exits 1', async () => {
    const portBase = await getFreePortRange(87)
    const server: Server = createServer()
    await new Promise<void>((resolve) => server.listen(portBase + 1, '127.0.0.1', resolve))
    try {
      const run = runCli('dist/cli.js', ['up', '--port-base', String(portBase)])

      expect(await run.exited).toEqual({ exitCode: 1, signal: null })
      expect(run.output.stderr.replace(String(portBase + 1), '<port>')).toMatchInlineSnapshot(`
        "Port <port> is already in use (EVM chain 10). Stop the process using it or pick other ports with --port-base.
        "
      `)
      expect(await isPortFree(portBase)).toBe(true)
    } finally {
      await new Promise((resolve) => server.close(resolve))
    }
  })

  test('--help prints the usage through the bin shim', async () => {
    const run = runCli('bin/atrium-devnet.js', ['--help'])

    expect(await run.exited).toEqual({ exitCode: 0, signal: null })
    expect(run.output.stdout).toContain('Usage: atrium-devnet <command> [options]')
    expect(run.output.stdout).toContain('--port-base <port>')
  })

  test('an invalid argument prints the message and a hint, and exits 1', async () => {
    const run = runCli('dist/cli.js', ['up', '--port-base', 'lots'])

    expect(await run.exited).toEqual({ exitCode: 1, signal: null })
    expect(run.output.stderr).toMatchInlineSnapshot(`
      "Invalid --port-base: "lots" is not a port number (or "auto").
      Run atrium-devnet --help for usage.
      "
    `)
  })
})
