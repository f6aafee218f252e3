// @vitest-environment happy-dom
import { createMemoryStorage } from '@atrium/core'
import { POLKADOT_DEV_ACCOUNTS } from '@atrium/devnet'
import { createPolkadotTestWallet, describeChainAdapterContract } from '@atrium/testing'
import { createPolkadotAdapter, type PolkadotAdapter } from '../src/adapter/createPolkadotAdapter.js'
import { getLocalNetwork, getLocalSs58Prefixes, UNREACHABLE_POLKADOT } from './devnetPolkadot.test-helper.js'

const REFUSING_EXTENSION = 'atrium-refusing'
const removals: (() => void)[] = []
const [, bob, , dave, eve, ferdie] = POLKADOT_DEV_ACCOUNTS

describeChainAdapterContract<'polkadot'>({
  name: 'polkadot adapter with the test extension on the local chain (chopsticks)',
  createAdapter: async () => {
    const wallet = await createPolkadotTestWallet({ accounts: [{ uri: dave.uri }, { uri: eve.uri }] })
    const refusing = await createPolkadotTestWallet({
      accounts: [{ uri: ferdie.uri }],
      extensionName: REFUSING_EXTENSION,
    })
    refusing.rejectNextRequest()
    removals.push(wallet.inject(window), refusing.inject(window))
    const adapter = createPolkadotAdapter({
      networks: [getLocalNetwork(), UNREACHABLE_POLKADOT],
      appName: 'Atrium contract',
      storage: createMemoryStorage(),
      ss58Prefixes: getLocalSs58Prefixes(),
      extensionRecheckDelaysMs: [],
    })
    return {
      adapter,
      controls: {
        // The second account moves to the front: the extension's list changes each time.
        changeAccount: () => wallet.switchAccount(wallet.addresses[1] ?? ''),
        endSession: () => wallet.disconnect(),
      },
    }
  },
  // Each test's extensions leave the page and its node connection closes, so the next test starts clean.
  cleanup: async ({ adapter }) => {
    for (const remove of removals.splice(0)) remove()
    await (adapter as PolkadotAdapter).dispose()
  },
  wallet: {
    connectorId: 'polkadot-js',
    rejectingConnectorId: REFUSING_EXTENSION,
    otherNetworkId: UNREACHABLE_POLKADOT.caipNetworkId,
    buildTransaction: (session) => ({
      from: session.accounts[0].caipAddress,
      to: bob.address,
      value: 10_000_000_000n,
    }),
  },
})
