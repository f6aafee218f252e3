import { expect, it } from 'vitest'

it('exports exactly the public surface', async () => {
  expect(Object.keys(await import('./playwright.js')).sort()).toMatchInlineSnapshot(`
    [
      "BITCOIN_TEST_WALLET_PAGE_GLOBAL",
      "POLKADOT_TEST_WALLET_BINDING_PREFIX",
      "SOLANA_TEST_WALLET_BINDING_NAME",
      "SOLANA_TEST_WALLET_PAGE_GLOBAL",
      "TEST_WALLET_BINDING_NAME",
      "TEST_WALLET_PAGE_GLOBAL",
      "expect",
      "getBitcoinTestWalletBindingName",
      "getBitcoinTestWalletInitScript",
      "getChromiumLaunchOptions",
      "getPolkadotTestWalletBindingName",
      "getPolkadotTestWalletInitScript",
      "getSolanaTestWalletInitScript",
      "getTestWalletInitScript",
      "installBitcoinTestWallet",
      "installPolkadotTestWallet",
      "installSolanaTestWallet",
      "installTestWallet",
      "test",
    ]
  `)
})
