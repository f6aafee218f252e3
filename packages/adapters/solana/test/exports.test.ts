import { fileURLToPath } from 'node:url'
import { collectModuleImports } from '@atrium/testing/unit'
import { expect, it } from 'vitest'

it('exports exactly the public surface', async () => {
  expect(Object.keys(await import('../src/exports/index.js')).sort()).toMatchInlineSnapshot(`
    [
      "SOLANA_ADAPTER_STORAGE_KEY",
      "SOLANA_TOKEN_PROGRAM_IDS",
      "SolanaInsufficientTokenBalanceError",
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

it('loads @solana/web3.js only on demand: the entry imports it neither statically nor via Node built-ins', async () => {
  const { statics } = await collectModuleImports(
    fileURLToPath(new URL('../src/exports/index.ts', import.meta.url)),
  )
  expect([...statics].sort()).toEqual([
    '@atrium/common',
    '@atrium/core',
    '@solana/wallet-standard-features',

    '@wallet-standard/app',
    '@wallet-standard/features',
    'bs58',
  ])
})
