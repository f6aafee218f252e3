import { expect, it } from 'vitest'

it('exports exactly the public surface', async () => {
  expect(Object.keys(await import('./playwright.js')).sort()).toMatchInlineSnapshot(`
    [
      "TEST_WALLET_BINDING_NAME",
      "TEST_WALLET_PAGE_GLOBAL",
      "expect",
      "getTestWalletInitScript",
      "installTestWallet",
      "test",
    ]
  `)
})
