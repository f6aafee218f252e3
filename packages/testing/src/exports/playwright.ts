export { expect } from '@playwright/test'
export {
  type GetTestWalletInitScriptParameters,
  getTestWalletInitScript,
  TEST_WALLET_BINDING_NAME,
  TEST_WALLET_PAGE_GLOBAL,
} from '../playwright/getTestWalletInitScript.js'
export {
  type InstalledTestWallet,
  type InstallTestWalletParameters,
  installTestWallet,
  type TestWalletPage,
} from '../playwright/installTestWallet.js'
export { type TestWalletFixtures, test } from '../playwright/testWalletFixtures.js'
