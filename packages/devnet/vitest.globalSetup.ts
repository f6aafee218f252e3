import { execFileSync } from 'node:child_process'
import { readdirSync, statSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

const packageDirectory = fileURLToPath(new URL('.', import.meta.url))

/** Builds dist when it is missing or older than a source file, so `vitest run` works on a fresh checkout. */
export function setup(): void {
  const sources = readdirSync(join(packageDirectory, 'src'), { recursive: true, encoding: 'utf8' }).filter(
    (file) => file.endsWith('.ts') && !file.includes('.test'),
  )
  const newestSource = Math.max(
    ...sources.map((file) => statSync(join(packageDirectory, 'src', file)).mtimeMs),
  )
  const built = statSync(join(packageDirectory, 'dist', 'cli.js'), { throwIfNoEntry: false })
  if (built !== undefined && built.mtimeMs >= newestSource) return
  const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc')
  execFileSync(process.execPath, [tsc, '-p', 'tsconfig.build.json'], {
    cwd: packageDirectory,
    stdio: 'inherit',
  })
}
