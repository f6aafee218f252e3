import { readFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect, it } from 'vitest'

it('exports exactly the public surface', async () => {
  expect(Object.keys(await import('./wallet.js')).sort()).toMatchInlineSnapshot(`
    [
      "ProviderRpcError",
      "SOLANA_TEST_WALLET_DEFAULT_CHAIN",
      "SOLANA_TEST_WALLET_DEFAULT_ICON",
      "SOLANA_TEST_WALLET_DEFAULT_NAME",
      "TEST_WALLET_DEFAULT_ICON",
      "TEST_WALLET_DEFAULT_NAME",
      "TEST_WALLET_DEFAULT_RDNS",
      "announceProvider",
      "createBitcoinTestWallet",
      "createPolkadotTestWallet",
      "createProviderRpcError",
      "createSignInMessageText",
      "createSolanaTestWallet",
      "createTestWallet",
      "registerStandardWallet",
      "signSolanaMessage",
      "verifyBitcoinMessage",
      "verifySolanaSignature",
    ]
  `)
})

/** Every bare import reachable from `entry` through relative imports. */
async function collectPackageImports(entry: string): Promise<Set<string>> {
  const packages = new Set<string>()
  const seen = new Set<string>()
  const visit = async (file: string) => {
    if (seen.has(file)) return
    seen.add(file)
    const source = await readFile(file, 'utf8')
    for (const [, specifier] of source.matchAll(/(?:from|import)\s*\(?\s*'([^']+)'/g)) {
      if (specifier === undefined) continue
      if (specifier.startsWith('.')) await visit(join(dirname(file), specifier.replace(/\.js$/, '.ts')))
      else packages.add(specifier)
    }
  }
  await visit(entry)
  return packages
}

it('runs in a browser: it imports neither Node built-ins, nor Vitest, nor the devnet', async () => {
  const imports = await collectPackageImports(fileURLToPath(new URL('./wallet.ts', import.meta.url)))
  expect([...imports].sort()).toEqual([
    '@atrium/common',
    '@bitcoinerlab/secp256k1',
    '@polkadot/keyring',
    '@polkadot/keyring/types',
    '@polkadot/types',
    '@polkadot/types/types',
    '@polkadot/util',
    '@polkadot/util-crypto',
    '@polkadot/util/types',
    '@solana/wallet-standard-features',
    '@solana/web3.js',
    '@wallet-standard/base',
    '@wallet-standard/features',
    'bitcoinjs-lib',
    'ecpair',
    'viem',
    'viem/accounts',
  ])
})
