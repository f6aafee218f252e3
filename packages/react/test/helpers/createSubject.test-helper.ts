import { base, type CaipNetwork, mainnet, optimism } from '@atrium/common'
import type { WalletDescriptor } from '@atrium/core'
import { createMemoryAdapter } from '@atrium/testing/unit'
import { createTestAppKit } from './createTestAppKit.test-helper.js'

/** The address of the memory wallet (EIP-55). */
export const TEST_ADDRESS = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'

/** An announced (EIP-6963) test wallet. */
export const ANNOUNCED_WALLET: WalletDescriptor = {
  id: 'io.atrium.test',
  name: 'Atrium Test Wallet',
  type: 'ANNOUNCED',
  provider: true,
  imageUrl: 'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg"/>',
  info: { rdns: 'io.atrium.test' },
}

/** An SDK wallet (not installed in the page). */
export const SDK_WALLET: WalletDescriptor = {
  id: 'coinbaseWalletSDK',
  name: 'Coinbase Wallet',
  type: 'EXTERNAL',
  provider: false,
}

/**
 * A memory wallet on chain 1 (balances 1.23456789 ETH on 1, 0.5 on 10) and a test modal instance
 * configured with Ethereum, OP Mainnet and Base.
 */
export function createSubject(
  parameters: {
    readonly wallets?: readonly WalletDescriptor[]
    readonly networks?: readonly CaipNetwork[]
    readonly restorableConnectorId?: string
    readonly blockchainApi?: Parameters<typeof createTestAppKit>[0]['blockchainApi']
  } = {},
) {
  const wallet = createMemoryAdapter({
    wallets: parameters.wallets ?? [SDK_WALLET, ANNOUNCED_WALLET],
    addresses: [TEST_ADDRESS],
    networkId: 'eip155:1',
    balances: { 'eip155:1': '1.23456789', 'eip155:10': '0.5' },
    restorableConnectorId: parameters.restorableConnectorId,
  })
  const subject = createTestAppKit({
    adapters: [wallet.adapter],
    networks: parameters.networks ?? [mainnet, optimism, base],
    ...(parameters.blockchainApi === undefined ? {} : { blockchainApi: parameters.blockchainApi }),
  })
  return { wallet, ...subject }
}

/** Connects the announced test wallet of `subject` through the instance's `connect`. */
export async function connectTestWallet(subject: ReturnType<typeof createSubject>): Promise<void> {
  const connector = subject.stores.connectors
    .getState()
    .connectors.find((entry) => entry.id === ANNOUNCED_WALLET.id)
  if (connector === undefined) throw new Error('test wallet not listed')
  await subject.appKit.connect({ connector })
}
