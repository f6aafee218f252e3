// @vitest-environment happy-dom
import { createMemoryStorage } from '@atrium/core'
import { createSolanaTestWallet, describeChainAdapterContract } from '@atrium/testing'
import { createSolanaAdapter } from '../src/adapter/createSolanaAdapter.js'
import { getSolanaChain, getTestNetworks, getUnreachableDevnet } from './devnetSolana.test-helper.js'
import { devAccount } from './solanaTestWallets.test-helper.js'

const REFUSING_NAME = 'Refusing Solana Wallet'
const stops: (() => void)[] = []

describeChainAdapterContract({
  name: 'Solana adapter with the Solana test wallet on the local chain (Wallet Standard)',
  createAdapter: () => {
    const chain = getSolanaChain()
    const wallet = createSolanaTestWallet({
      secretKey: devAccount(4).secretKey,
      additionalSecretKeys: [devAccount(5).secretKey],
      rpcUrl: chain.rpcUrl,
      chains: [chain.networkId],
    })
    const refusing = createSolanaTestWallet({
      secretKey: devAccount(3).secretKey,
      rpcUrl: chain.rpcUrl,
      chains: [chain.networkId],
      name: REFUSING_NAME,
    })
    refusing.rejectNextRequest()
    stops.push(wallet.register(window), refusing.register(window))
    const adapter = createSolanaAdapter({ networks: getTestNetworks(), storage: createMemoryStorage() })
    const [active, other] = wallet.addresses
    return {
      adapter,
      controls: {
        changeAccount: () => wallet.switchAccount(wallet.address === active ? (other ?? '') : (active ?? '')),
        endSession: () => wallet.disconnect(),
      },
    }
  },
  // Each test's wallets unregister, so the next adapter finds only its own.
  cleanup: () => {
    for (const stop of stops.splice(0)) stop()
  },
  wallet: {
    connectorId: 'atrium-test-wallet',
    rejectingConnectorId: 'refusing-solana-wallet',
    otherNetworkId: getUnreachableDevnet().caipNetworkId,
    buildTransaction: (session) => ({
      from: session.accounts[0].caipAddress,
      to: devAccount(2).address,
      value: 1n,
    }),
  },
})
