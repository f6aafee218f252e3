import { expect, it } from 'vitest'

it('exports exactly the public surface', async () => {
  expect(Object.keys(await import('./index.js')).sort()).toMatchInlineSnapshot(`
    [
      "CHAIN_ADAPTER_OPTIONAL_MEMBERS",
      "ChainAdapterContractViolation",
      "DEVNET_TEST_WALLET_ASSETS",
      "ProviderRpcError",
      "SOLANA_TEST_WALLET_DEFAULT_CHAIN",
      "SOLANA_TEST_WALLET_DEFAULT_ICON",
      "SOLANA_TEST_WALLET_DEFAULT_NAME",
      "TEST_WALLET_DEFAULT_ICON",
      "TEST_WALLET_DEFAULT_NAME",
      "TEST_WALLET_DEFAULT_RDNS",
      "WALLETCONNECT_PEER_METHODS",
      "WALLETCONNECT_PEER_SOLANA_CHAIN",
      "WalletConnectPeerStateError",
      "announceProvider",
      "assertAdapterEvent",
      "assertAdapterSession",
      "assertCaipAccount",
      "assertChainAdapterShape",
      "assertCodedError",
      "assertWalletList",
      "createBitcoinTestWallet",
      "createFarcasterTestClient",
      "createPolkadotTestWallet",
      "createProviderRpcError",
      "createSignInMessageText",
      "createSolanaTestWallet",
      "createTestWallet",
      "createWalletConnectPeer",
      "describeChainAdapterContract",
      "expectCodedRejection",
      "postDevnetFault",
      "registerStandardWallet",
      "signSolanaMessage",
      "verifyBitcoinMessage",
      "verifyPolkadotMessage",
      "verifySolanaSignature",
    ]
  `)
})
