import { createMemoryStorage } from '@atrium/core'
import { createTestWallet, type TestWalletCapabilities } from '@atrium/testing'
import type { Hex } from 'viem'
import { createWagmiAdapter } from '../src/adapter/createWagmiAdapter.js'
import { getDevnetChains, getDevnetNetworks } from './devnetNetworks.test-helper.js'

/**
 * A test wallet of `privateKey` on the devnet chains, announced in the page and connected on chain 1
 * through a wagmi adapter of the devnet networks, as the modal connects it. `cleanup` withdraws the
 * announcement (a file's `afterEach`).
 */
export async function connectDevnetTestWallet(parameters: {
  readonly privateKey: Hex
  readonly capabilities?: TestWalletCapabilities | undefined
}) {
  const wallet = createTestWallet({
    chains: getDevnetChains(),
    privateKey: parameters.privateKey,
    ...(parameters.capabilities === undefined ? {} : { capabilities: parameters.capabilities }),
  })
  const cleanup = wallet.announce(window)
  const adapter = createWagmiAdapter({
    networks: getDevnetNetworks(),
    storage: createMemoryStorage(),
    pollingInterval: 20,
  })
  await adapter.connect({ connectorId: 'io.atrium.testwallet', networkId: 'eip155:1' })
  return { wallet, adapter, cleanup }
}
