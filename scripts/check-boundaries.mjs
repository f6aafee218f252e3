// Fails when a package.json declares, or a source file imports, an edge that ARCHITECTURE.md forbids.
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'

const require = createRequire(import.meta.url)
const { layers, TEST_ONLY } = require('./layers.cjs')

const problems = []
for (const layer of layers) {
  if (layer.allow === '*') continue
  const manifest = JSON.parse(readFileSync(`${layer.dir}/package.json`, 'utf8'))
  const check = (field, allowed) => {
    for (const dependency of Object.keys(manifest[field] ?? {})) {
      if (dependency.startsWith('@atrium/') && !allowed.includes(dependency)) {
        problems.push(
          `${layer.dir}/package.json: ${field} names ${dependency}, not allowed for ${layer.name}`,
        )
      }
    }
  }
  check('dependencies', layer.allow)
  check('peerDependencies', layer.allow)
  check('devDependencies', [...layer.allow, ...TEST_ONLY])
}

for (const problem of problems) console.error(problem)

// An app is cruised from its sources: its build output (dist/, .next/) is bundled code.
const APP_SOURCES = ['apps/laboratory/src', 'apps/next-example/src', 'apps/next-example/e2e']
const folders = layers
  .map((layer) => layer.dir)
  .filter((dir) => !APP_SOURCES.some((source) => source.startsWith(`${dir}/`)))
try {
  execFileSync(
    'depcruise',
    ['--config', '.dependency-cruiser.cjs', '--output-type', 'err', ...folders, ...APP_SOURCES],
    {
      stdio: 'inherit',
    },
  )
} catch {
  process.exit(1)
}
if (problems.length > 0) process.exit(1)
console.log(`boundaries: ${layers.length} packages checked against ARCHITECTURE.md layers`)
