export {
  assertAdapterEvent,
  assertAdapterSession,
  assertCaipAccount,
  assertChainAdapterShape,
  assertCodedError,
  assertWalletList,
  CHAIN_ADAPTER_OPTIONAL_MEMBERS,
  ChainAdapterContractViolation,
  expectCodedRejection,
} from '../contract/assertChainAdapter.js'
export {
  type ChainAdapterContractControls,
  type ChainAdapterContractSubject,
  type ChainAdapterContractWallet,
  type DescribeChainAdapterContractParameters,
  describeChainAdapterContract,
} from '../contract/describeChainAdapterContract.js'
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
export {
  type CreateWalletConnectPeerParameters,
  type CreateWalletConnectPeerReturnType,
  createWalletConnectPeer,
  WALLETCONNECT_PEER_METHODS,
  WALLETCONNECT_PEER_SOLANA_CHAIN,
  type WalletConnectPeer,
  type WalletConnectPeerProposal,
  type WalletConnectPeerRequest,
} from '../walletconnect/createWalletConnectPeer.js'
export { WalletConnectPeerStateError } from '../walletconnect/WalletConnectPeerStateError.js'
