import { test as base } from '@playwright/test'
import {
  type InstalledTestWallet,
  type InstallTestWalletParameters,
  installTestWallet,
} from './installTestWallet.js'

/** The fixtures `test` adds: the options (set with `test.use` or in the config) and the wallet. */
export type TestWalletFixtures = {
  /** How to create the wallet: at least `privateKey` and `chains` (chain ids and RPC URLs). */
  testWalletOptions: InstallTestWalletParameters | undefined
  /** The Node-side wallet, installed in `page` before the test runs. */
  testWallet: InstalledTestWallet
}

/**
 * Playwright's `test` with a `testWallet` fixture: the test wallet installed in `page` (before
 * any navigation) from the `testWalletOptions` option.
 *
 * @example
 * // playwright.config.ts: use: { testWalletOptions: { privateKey, chains: [{ chainId: 1, rpcUrl: 'http://127.0.0.1:18545' }] } }
 * test('connects', async ({ page, testWallet }) => {
 *   await page.goto('/')
 *   await page.getByRole('button', { name: 'Connect wallet' }).click()
 *   await page.getByRole('button', { name: testWallet.info.name }).click()
 * })
 */
export const test = base.extend<TestWalletFixtures>({
  testWalletOptions: [undefined, { option: true }],
  testWallet: async ({ page, testWalletOptions }, provide) => {
    if (testWalletOptions === undefined) {
      throw new TypeError(
        'testWallet needs the testWalletOptions option (at least its chains), set with test.use()',
      )
    }
    const wallet = await installTestWallet(page, testWalletOptions)
    await provide(wallet)
    await wallet.uninstall()
  },
})
