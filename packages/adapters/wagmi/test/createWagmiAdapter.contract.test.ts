// @vitest-environment happy-dom
import { createMemoryStorage } from '@atrium/core'
import { DEV_ACCOUNTS } from '@atrium/devnet'
import { createTestWallet, describeChainAdapterContract } from '@atrium/testing'
import { createWagmiAdapter } from '../src/adapter/createWagmiAdapter.js'
import { getDevnetChains, getDevnetNetworks } from './devnetNetworks.test-helper.js'

const REFUSING_RDNS = 'io.atrium.refusing'
const stops: (() => void)[] = []

describeChainAdapterContract({
  name: 'wagmi adapter with the EVM test wallet on devnet (EIP-6963)',
  createAdapter: () => {
    const chains = getDevnetChains()
    const wallet = createTestWallet({
      chains,
      privateKey: DEV_ACCOUNTS[4].privateKey,
      additionalPrivateKeys: [DEV_ACCOUNTS[5].privateKey],
    })
    const refusing = createTestWallet({
      privateKey: DEV_ACCOUNTS[3].privateKey,
      chains,
      name: 'Refusing Wallet',
      rdns: REFUSING_RDNS,
    })
    refusing.rejectNextRequest()
    stops.push(wallet.announce(window), refusing.announce(window))
    const adapter = createWagmiAdapter({
      networks: getDevnetNetworks(),
      storage: createMemoryStorage(),
      pollingInterval: 20,
    })
    const [active, other] = wallet.addresses
    return {
      adapter,
      controls: {
        changeAccount: () => wallet.switchAccount(wallet.address === active ? (other ?? '') : (active ?? '')),
        endSession: () => wallet.disconnect(),
      },
    }
  },
  // Each test's wallets stop answering EIP-6963 requests, so the next adapter finds only its own.
  cleanup: () => {
    for (const stop of stops.splice(0)) stop()
  },
  wallet: {
    connectorId: 'io.atrium.testwallet',
    rejectingConnectorId: REFUSING_RDNS,
    otherNetworkId: 'eip155:10',
    buildTransaction: (session) => ({
      from: session.accounts[0].caipAddress,
      to: DEV_ACCOUNTS[2].address,
      value: 1n,
    }),
  },
})
