// Everything: the Node-side helpers below, and the browser-safe wallets of `./wallet.js` (also its own
// entry point, `@atrium/testing/wallet`).

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
export { DEVNET_TEST_WALLET_ASSETS } from '../wallet/devnetTestWalletAssets.js'
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
export * from './wallet.js'
