import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, expect, it } from 'vitest'
import { collectModuleImports } from './collectModuleImports.js'

const folders: string[] = []
afterEach(async () => {
  for (const folder of folders.splice(0)) await rm(folder, { recursive: true, force: true })
})

/** Writes `files` (name → source) into a fresh folder and returns the path of `index.ts`. */
async function writeSources(files: Record<string, string>): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), 'atrium-imports-'))
  folders.push(folder)
  for (const [name, source] of Object.entries(files)) await writeFile(join(folder, name), source)
  return join(folder, 'index.ts')
}

const SOURCES = {
  'index.ts': [
    "import { a } from 'value-package'",
    "import 'side-effect-package'",
    "import type { T } from 'type-package'",
    "export { b } from './values.js'",
    "export type { U } from './types.js'",
    "export const load = () => import('./lazy.js')",
    "export const sdk = () => import('dynamic-package')",
    'import {',
    '  type V,',
    '  c,',
    "} from 'multi-line-package'",
  ].join('\n'),
  'values.ts': "export { b } from 'reached-by-value'\n",
  'types.ts': "export type { U } from 'reached-by-type'\n",
  'lazy.ts': "import { x } from 'reached-by-dynamic'\nexport { x }\n",
}

it('lists value, type-only and dynamic package imports, following relative value imports only by default', async () => {
  const imports = await collectModuleImports(await writeSources(SOURCES))
  expect([...imports.statics].sort()).toEqual([
    'multi-line-package',
    'reached-by-value',
    'side-effect-package',
    'value-package',
  ])
  expect([...imports.types]).toEqual(['type-package'])
  expect([...imports.dynamics]).toEqual(['dynamic-package'])
})

it("follow: 'all' also walks relative type-only and dynamic imports", async () => {
  const imports = await collectModuleImports(await writeSources(SOURCES), { follow: 'all' })
  expect([...imports.statics].sort()).toEqual([
    'multi-line-package',
    'reached-by-dynamic',
    'reached-by-value',
    'side-effect-package',
    'value-package',
  ])
  expect([...imports.types].sort()).toEqual(['reached-by-type', 'type-package'])
})
