import { expect, it } from 'vitest'

it('exports exactly the public surface', async () => {
  expect(Object.keys(await import('./index.js')).sort()).toMatchInlineSnapshot(`
    [
      "CHAIN_ADAPTER_OPTIONAL_MEMBERS",
      "ChainAdapterContractViolation",
      "ProviderRpcError",
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
      "createProviderRpcError",
      "createTestWallet",
      "createWalletConnectPeer",
      "describeChainAdapterContract",
      "expectCodedRejection",
    ]
  `)
})
