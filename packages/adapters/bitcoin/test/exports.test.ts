import { fileURLToPath } from 'node:url'
import { collectModuleImports } from '@atrium/testing/unit'
import { expect, it } from 'vitest'

it('exports exactly the public surface', async () => {
  expect(Object.keys(await import('../src/exports/index.js')).sort()).toMatchInlineSnapshot(`
    [
      "BECH32_PREFIXES",
      "BIP122_GENESIS_REFERENCES",
      "BIP122_WALLETCONNECT_EVENTS",
      "BIP122_WALLETCONNECT_METHODS",
      "BITCOIN_SESSION_STORAGE_KEY",
      "BITCOIN_WALLET_IDS",
      "BitcoinInsufficientFundsError",
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

it('loads sats-connect only when Xverse is used: a dynamic import, never a static one', async () => {
  const { statics, dynamics } = await collectModuleImports(
    fileURLToPath(new URL('../src/exports/index.ts', import.meta.url)),
  )
  expect([...statics].sort()).toEqual(['@atrium/common', '@atrium/core', 'bitcoinjs-lib'])
  expect([...dynamics]).toContain('@sats-connect/core')
})
