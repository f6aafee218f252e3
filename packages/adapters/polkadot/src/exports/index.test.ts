import { readFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect, it } from 'vitest'

it('exports exactly the public surface', async () => {
  expect(Object.keys(await import('./index.js')).sort()).toMatchInlineSnapshot(`
    [
      "EXTENSION_RECHECK_DELAYS_MS",
      "GENERIC_SS58_PREFIX",
      "KNOWN_POLKADOT_EXTENSIONS",
      "KNOWN_SS58_PREFIXES",
      "POLKADOT_SESSION_STORAGE_KEY",
      "POLKADOT_WALLETCONNECT_METHODS",
      "createPolkadotAdapter",
      "getSs58Prefix",
      "listInstalledExtensions",
      "toPolkadotAdapterError",
    ]
  `)
})

/** Every package a module loads when `entry` is imported: static value imports, followed through relative files. */
async function collectStaticImports(entry: string): Promise<Set<string>> {
  const packages = new Set<string>()
  const seen = new Set<string>()
  const visit = async (file: string) => {
    if (seen.has(file)) return
    seen.add(file)
    const source = await readFile(file, 'utf8')
    for (const [, specifier] of source.matchAll(/^(?:import|export) (?!type )[^;]*? from '([^']+)'/gm)) {
      if (specifier === undefined) continue
      if (specifier.startsWith('.')) await visit(join(dirname(file), specifier.replace(/\.js$/, '.ts')))
      else packages.add(specifier)
    }
  }
  await visit(entry)
  return packages
}

it('loads @polkadot/api only when a node is needed, and never @polkadot/extension-dapp', async () => {
  const imports = await collectStaticImports(fileURLToPath(new URL('./index.ts', import.meta.url)))
  expect([...imports].sort()).toEqual([
    '@atrium/common',
    '@atrium/core',
    '@polkadot/util',
    '@polkadot/util-crypto/address/decode',
    '@polkadot/util-crypto/address/encode',
  ])
})
