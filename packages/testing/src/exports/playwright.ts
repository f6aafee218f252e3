export { expect } from '@playwright/test'
export {
  BITCOIN_TEST_WALLET_PAGE_GLOBAL,
  type GetBitcoinTestWalletInitScriptParameters,
  getBitcoinTestWalletBindingName,
  getBitcoinTestWalletInitScript,
} from '../bitcoin/getBitcoinTestWalletInitScript.js'
export {
  type InstallBitcoinTestWalletParameters,
  type InstalledBitcoinTestWallet,
  installBitcoinTestWallet,
} from '../bitcoin/installBitcoinTestWallet.js'
export {
  type ChromiumLaunchOptions,
  getChromiumLaunchOptions,
} from '../playwright/getChromiumLaunchOptions.js'
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
export {
  type GetPolkadotTestWalletInitScriptParameters,
  getPolkadotTestWalletBindingName,
  getPolkadotTestWalletInitScript,
  POLKADOT_TEST_WALLET_BINDING_PREFIX,
} from '../polkadot/getPolkadotTestWalletInitScript.js'
export {
  type InstalledPolkadotTestWallet,
  type InstallPolkadotTestWalletParameters,
  installPolkadotTestWallet,
} from '../polkadot/installPolkadotTestWallet.js'
export {
  type GetSolanaTestWalletInitScriptParameters,
  getSolanaTestWalletInitScript,
  SOLANA_TEST_WALLET_BINDING_NAME,
  SOLANA_TEST_WALLET_PAGE_GLOBAL,
} from '../solana/getSolanaTestWalletInitScript.js'
export {
  type InstalledSolanaTestWallet,
  type InstallSolanaTestWalletParameters,
  installSolanaTestWallet,
} from '../solana/installSolanaTestWallet.js'
