export {
  type BitcoinTestProviderOf,
  type BitcoinTestWallet,
  type BitcoinTestWalletKind,
  type CreateBitcoinTestWalletParameters,
  createBitcoinTestWallet,
} from '../bitcoin/createBitcoinTestWallet.js'
export type {
  BitcoinMessageProtocol,
  BitcoinTestWalletRejection,
  BitcoinTestWalletRequest,
} from '../bitcoin/createBitcoinTestWalletCore.js'
export type { BitcoinTestWalletNetwork } from '../bitcoin/deriveBitcoinTestAccount.js'
export { type VerifyBitcoinMessageParameters, verifyBitcoinMessage } from '../bitcoin/verifyBitcoinMessage.js'
export {
  assertAdapterEvent,
  assertAdapterSession,
  assertCaipAccount,
  assertChainAdapterShape,
  assertCodedError,
  assertWalletList,
  CHAIN_ADAPTER_OPTIONAL_MEMBERS,
  ChainAdapterContractViolation,
  type CodedRejection,
  expectCodedRejection,
} from '../contract/assertChainAdapter.js'
export {
  type ChainAdapterContractControls,
  type ChainAdapterContractSubject,
  type ChainAdapterContractWallet,
  type DescribeChainAdapterContractParameters,
  describeChainAdapterContract,
} from '../contract/describeChainAdapterContract.js'
export { postDevnetFault } from '../devnet/postDevnetFault.js'
export {
  type CreateFarcasterTestClientParameters,
  createFarcasterTestClient,
  type FarcasterTestClient,
  type FarcasterTestSignInParameters,
} from '../farcaster/createFarcasterTestClient.js'
export {
  type CreatePolkadotTestWalletParameters,
  createPolkadotTestWallet,
  type PolkadotTestWallet,
  type PolkadotTestWalletAccount,
  type PolkadotTestWalletExtensionName,
} from '../polkadot/createPolkadotTestWallet.js'
export type {
  PolkadotInjected,
  PolkadotInjectedAccount,
  PolkadotInjectedWindowProvider,
  PolkadotTestWalletRequest,
} from '../polkadot/PolkadotInjected.js'
export {
  createSignInMessageText,
  type SignInMessageFields,
} from '../solana/createSignInMessageText.js'
export {
  type CreateSolanaTestWalletParameters,
  createSolanaTestWallet,
  type SolanaTestWallet,
  type SolanaTestWalletFeatureName,
  type SolanaTestWalletRejection,
  type SolanaTestWalletRequest,
  type SolanaTestWalletStandard,
} from '../solana/createSolanaTestWallet.js'
export type { SolanaTestWalletFeatures } from '../solana/createSolanaTestWalletFeatures.js'
export { registerStandardWallet, type WalletRegistrationTarget } from '../solana/registerStandardWallet.js'
export { signSolanaMessage } from '../solana/signSolanaMessage.js'
export {
  SOLANA_TEST_WALLET_DEFAULT_CHAIN,
  SOLANA_TEST_WALLET_DEFAULT_ICON,
  SOLANA_TEST_WALLET_DEFAULT_NAME,
} from '../solana/solanaTestWalletDefaults.js'
export {
  type VerifySolanaSignatureParameters,
  verifySolanaSignature,
} from '../solana/verifySolanaSignature.js'
export {
  type AnnouncementTarget,
  announceProvider,
  type Eip6963ProviderInfo,
} from '../wallet/announceProvider.js'
export type {
  RememberAuthorisationParameters,
  TestWalletAuthorisationStorage,
} from '../wallet/createAuthorisationMemory.js'
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
export type {
  TestWalletAssetMetadata,
  TestWalletAssetToken,
  TestWalletCapabilities,
} from '../wallet/createTestWalletCapabilities.js'
export { DEVNET_TEST_WALLET_ASSETS } from '../wallet/devnetTestWalletAssets.js'
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
  type WalletConnectPeer,
  type WalletConnectPeerProposal,
  type WalletConnectPeerRequest,
} from '../walletconnect/createWalletConnectPeer.js'
export {
  WALLETCONNECT_PEER_METHODS,
  WALLETCONNECT_PEER_SOLANA_CHAIN,
} from '../walletconnect/getPeerSupportedNamespaces.js'
export type {
  WalletConnectAuthenticationRequest,
  WalletConnectCacao,
  WalletConnectPeerAuthentication,
} from '../walletconnect/signAuthenticationRequests.js'
export {
  type VerifyPolkadotMessageParameters,
  verifyPolkadotMessage,
} from '../walletconnect/verifyPolkadotMessage.js'
export { WalletConnectPeerStateError } from '../walletconnect/WalletConnectPeerStateError.js'
