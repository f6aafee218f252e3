export {
  type AnnouncementTarget,
  announceProvider,
  type Eip6963ProviderInfo,
} from '../wallet/announceProvider.js'
export {
  type CreateTestWalletParameters,
  createTestWallet,
  type TestWallet,
  type TestWalletChain,
  type TestWalletEvent,
  type TestWalletEventMap,
  type TestWalletRejection,
  type TestWalletRequest,
} from '../wallet/createTestWallet.js'
export { createProviderRpcError, ProviderRpcError } from '../wallet/ProviderRpcError.js'
export {
  TEST_WALLET_DEFAULT_ICON,
  TEST_WALLET_DEFAULT_NAME,
  TEST_WALLET_DEFAULT_RDNS,
} from '../wallet/testWalletDefaults.js'
