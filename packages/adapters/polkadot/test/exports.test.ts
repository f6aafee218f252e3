import { fileURLToPath } from 'node:url'
import { collectModuleImports } from '@atrium/testing/unit'
import { expect, it } from 'vitest'

it('exports exactly the public surface', async () => {
  expect(Object.keys(await import('../src/exports/index.js')).sort()).toMatchInlineSnapshot(`
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

it('loads @polkadot/api only when a node is needed, and never @polkadot/extension-dapp', async () => {
  const { statics } = await collectModuleImports(
    fileURLToPath(new URL('../src/exports/index.ts', import.meta.url)),
  )
  expect([...statics].sort()).toEqual([
    '@atrium/common',
    '@atrium/core',
    '@polkadot/util',
    '@polkadot/util-crypto/address/decode',
    '@polkadot/util-crypto/address/encode',
  ])
})
