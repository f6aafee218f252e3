import { readFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect, it } from 'vitest'

it('exports exactly the public surface', async () => {
  expect(Object.keys(await import('./index.js')).sort()).toMatchInlineSnapshot(`
    [
      "BECH32_PREFIXES",
      "BIP122_GENESIS_REFERENCES",
      "BIP122_WALLETCONNECT_EVENTS",
      "BIP122_WALLETCONNECT_METHODS",
      "BITCOIN_SESSION_STORAGE_KEY",
      "BITCOIN_WALLET_IDS",
      "createBitcoinAdapter",
      "decodeBitcoinAddress",
      "getBech32Network",
      "isBitcoinAddress",
      "signPsbt",
      "toBip122NetworkId",
      "toBitcoinNetworkName",
    ]
  `)
})

/** The bare imports reachable from `entry` through static relative imports, and those only imported dynamically. */
async function collectImports(
  entry: string,
): Promise<{ readonly statics: Set<string>; readonly dynamics: Set<string> }> {
  const statics = new Set<string>()
  const dynamics = new Set<string>()
  const seen = new Set<string>()
  const visit = async (file: string) => {
    if (seen.has(file)) return
    seen.add(file)
    const source = await readFile(file, 'utf8')
    for (const [, specifier] of source.matchAll(/^(?:import|export)\s[^'(]*?from\s+'([^']+)'/gm)) {
      if (specifier === undefined) continue
      if (specifier.startsWith('.')) await visit(join(dirname(file), specifier.replace(/\.js$/, '.ts')))
      else statics.add(specifier)
    }
    for (const [, specifier] of source.matchAll(/import\(\s*'([^']+)'\s*\)/g))
      if (specifier) dynamics.add(specifier)
  }
  await visit(entry)
  return { statics, dynamics }
}

it('loads sats-connect only when Xverse is used: a dynamic import, never a static one', async () => {
  const { statics, dynamics } = await collectImports(fileURLToPath(new URL('./index.ts', import.meta.url)))
  expect([...statics].sort()).toEqual(['@atrium/common', '@atrium/core', 'bitcoinjs-lib'])
  expect([...dynamics]).toContain('@sats-connect/core')
})
