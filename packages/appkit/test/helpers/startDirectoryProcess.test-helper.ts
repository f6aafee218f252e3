import { spawn } from 'node:child_process'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { DirectoryFault, DirectoryWallet } from '@atrium/devnet'
import { postDevnetFault } from '@atrium/testing'

// The devnet's Hono server needs Node's own Request and Response, which the DOM environment of
// these tests replaces: the directory runs in a child process of its own, as it does in the devnet.
const SCRIPT = `
import { startWalletDirectory } from '@atrium/devnet'
const directory = await startWalletDirectory({ port: 0, wallets: Number(process.argv[1]) })
process.stdout.write(JSON.stringify({ url: directory.url, wallets: directory.wallets }) + '\\n')
process.stdin.on('end', () => directory.stop().then(() => process.exit(0)))
process.stdin.resume()
`

// The DOM environment gives modules an http(s) `import.meta.url`; the file path is in `filename`.
const PACKAGE_DIRECTORY = join(dirname(import.meta.filename ?? fileURLToPath(import.meta.url)), '../..')

/**
 * Starts the devnet's wallet directory (`startWalletDirectory`) with `wallets` wallets in a child
 * process; resolves with its URL, its wallets in ranking order, its fault switch and its stop.
 */
export async function startDirectoryProcess(wallets: number) {
  const child = spawn(process.execPath, ['--input-type=module', '-e', SCRIPT, String(wallets)], {
    cwd: PACKAGE_DIRECTORY,
    stdio: ['pipe', 'pipe', 'inherit'],
  })
  const started = await new Promise<{ url: string; wallets: DirectoryWallet[] }>((resolve, reject) => {
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8')
      const end = output.indexOf('\n')
      if (end !== -1) resolve(JSON.parse(output.slice(0, end)))
    })
    child.on('exit', (code) => reject(new Error(`the wallet directory exited with ${code}`)))
  })
  return {
    ...started,
    /** Plays `fault` on every request from now on; `undefined` clears it. */
    setFault: (fault: DirectoryFault | undefined) => postDevnetFault(started.url, fault ?? null),
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve())
        child.stdin.end()
      }),
  }
}
