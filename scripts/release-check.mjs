// A dry run of a release: apply the pending changesets in a throw-away copy of the repository,
// check the fixed group moved together, then lint every published package as npm would ship it.
import { execFileSync } from 'node:child_process'
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'

const require = createRequire(import.meta.url)
const { layers } = require('./layers.cjs')
const root = resolve(import.meta.dirname, '..')
const bin = (name) => join(root, 'node_modules', '.bin', name)
const run = (command, args, cwd) => execFileSync(command, args, { cwd, stdio: 'inherit' })
const readManifest = (dir) => JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'))

const published = layers.filter((layer) => !readManifest(join(root, layer.dir)).private)

const copy = mkdtempSync(join(tmpdir(), 'atrium-release-'))
try {
  const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
  })
  for (const file of files.split('\n').filter(Boolean))
    cpSync(join(root, file), join(copy, file), { recursive: true })
  symlinkSync(join(root, 'node_modules'), join(copy, 'node_modules'))
  // Its "All files have been updated" speaks of the throw-away copy: shown only when it fails.
  try {
    execFileSync(bin('changeset'), ['version'], { cwd: copy, encoding: 'utf8', stdio: 'pipe' })
  } catch (error) {
    process.stdout.write(`${error.stdout ?? ''}${error.stderr ?? ''}`)
    throw error
  }
  const versions = new Set(published.map((layer) => readManifest(join(copy, layer.dir)).version))
  if (versions.size !== 1) throw new Error(`the fixed group drifted apart: ${[...versions].join(', ')}`)
  console.log(`release: changeset version gives ${[...versions][0]} to ${published.length} packages`)
} finally {
  rmSync(copy, { recursive: true, force: true })
}

for (const layer of published) {
  const dir = join(root, layer.dir)
  const publint = ['--strict', '--pack', 'npm', dir]
  try {
    execFileSync(bin('publint'), publint, { cwd: root, stdio: 'ignore' })
  } catch {
    run(bin('publint'), publint, root)
  }
  const attw = ['--pack', dir, '--profile', 'esm-only']
  try {
    execFileSync(bin('attw'), [...attw, '--quiet'], { cwd: root, stdio: 'ignore' })
  } catch {
    run(bin('attw'), [...attw, '--format', 'table-flipped'], root)
  }
}
console.log(`release: publint and attw passed for ${published.length} packages`)
