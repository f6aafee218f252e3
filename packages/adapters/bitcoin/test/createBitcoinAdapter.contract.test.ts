// @vitest-environment happy-dom
import { bitcoinTestnet, defineNetwork } from '@atrium/common'
import { createMemoryStorage } from '@atrium/core'
import { BITCOIN_DEV_ACCOUNTS } from '@atrium/devnet'
import { createBitcoinTestWallet, describeChainAdapterContract } from '@atrium/testing'
import { createBitcoinAdapter } from '../src/adapter/createBitcoinAdapter.js'
import { getEsploraUrl, getRegtestNetwork } from './bitcoinDevnet.test-helper.js'

const [payer, second, , , , refusing] = BITCOIN_DEV_ACCOUNTS
const removals: (() => void)[] = []

describeChainAdapterContract({
  name: 'bitcoin adapter with the Xverse test wallet (sats-connect) on the devnet regtest chain',
  createAdapter: () => {
    if (payer === undefined || second === undefined || refusing === undefined)
      throw new Error('no dev accounts')
    const wallet = createBitcoinTestWallet({
      kind: 'xverse',
      wif: payer.wif,
      additionalWifs: [second.wif],
      esploraUrl: getEsploraUrl(),
    })
    const refusingWallet = createBitcoinTestWallet({
      kind: 'leather',
      wif: refusing.wif,
      esploraUrl: getEsploraUrl(),
    })
    refusingWallet.rejectNextRequest()
    removals.push(wallet.inject(window), refusingWallet.inject(window))
    const adapter = createBitcoinAdapter({
      // Testnet has no local node: it is there for switchNetwork, which needs no node.
      networks: [getRegtestNetwork(), defineNetwork(bitcoinTestnet, { rpcUrls: 'http://127.0.0.1:9' })],
      storage: createMemoryStorage(),
    })
    return {
      adapter,
      controls: {
        changeAccount: () => wallet.switchAccount(wallet.paymentAddress === payer.paymentAddress ? 1 : 0),
        endSession: () => wallet.disconnect(),
      },
    }
  },
  // Each test's wallets leave the window, so the next adapter finds only its own.
  cleanup: () => {
    for (const remove of removals.splice(0)) remove()
  },
  wallet: {
    connectorId: 'xverse',
    rejectingConnectorId: 'leather',
    otherNetworkId: bitcoinTestnet.caipNetworkId,
    buildTransaction: (session) => ({
      from: session.accounts[0].caipAddress,
      to: BITCOIN_DEV_ACCOUNTS[4]?.paymentAddress ?? '',
      value: 10_000n,
    }),
  },
})
