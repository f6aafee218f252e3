import { readFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect, it } from 'vitest'

it('exports exactly the public surface', async () => {
  expect(Object.keys(await import('./index.js')).sort()).toMatchInlineSnapshot(`
    [
      "SOLANA_ADAPTER_STORAGE_KEY",
      "SOLANA_TOKEN_PROGRAM_IDS",
      "SolanaSendFailedError",
      "SolanaSendInvalidParametersError",
      "WALLET_STANDARD_LOCALNET_CHAIN",
      "createSolanaAdapter",
      "fromWalletStandardChain",
      "getWalletStandardChains",
      "selectWalletStandardChain",
      "toSolanaWalletId",
      "toWalletStandardChain",
    ]
  `)
})

/** Every bare package imported statically (not by `import()`) from `entry` through relative imports. */
async function collectStaticImports(entry: string): Promise<Set<string>> {
  const packages = new Set<string>()
  const seen = new Set<string>()
  const visit = async (file: string) => {
    if (seen.has(file)) return
    seen.add(file)
    const source = await readFile(file, 'utf8')
    for (const [statement, specifier] of source.matchAll(/^(?:import|export)\s[^;]*?from\s+'([^']+)'/gms)) {
      if (specifier === undefined || /^(?:import|export)\s+type\s/.test(statement)) continue
      if (specifier.startsWith('.')) await visit(join(dirname(file), specifier.replace(/\.js$/, '.ts')))
      else packages.add(specifier)
    }
  }
  await visit(entry)
  return packages
}

it('loads @solana/web3.js only on demand: the entry imports it neither statically nor via Node built-ins', async () => {
  const imports = await collectStaticImports(fileURLToPath(new URL('./index.ts', import.meta.url)))
  expect([...imports].sort()).toEqual([
    '@atrium/common',
    '@atrium/core',
    '@solana/wallet-standard-features',

    '@wallet-standard/app',
    '@wallet-standard/features',
    'bs58',
  ])
})
