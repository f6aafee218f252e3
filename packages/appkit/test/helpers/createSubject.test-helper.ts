import { base, type CaipNetwork, mainnet, optimism } from '@atrium/common'
import { createMemoryStorage, type StorageBackend, type WalletDescriptor } from '@atrium/core'
import { createMemoryAdapter } from '@atrium/testing/unit'
import { createAppKit } from '../../src/createAppKit.js'
import type { CreateAppKitOptions } from '../../src/options/CreateAppKitOptions.js'
import { getEmptyWalletDirectoryUrl } from './emptyWalletDirectory.test-helper.js'

/** The memory wallet's address (EIP-55) and how the modal shows it. */
export const TEST_ADDRESS = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'
export const TEST_ADDRESS_SHORT = '0x5aAe…eAed'

/** An announced (EIP-6963) test wallet. */
export const ANNOUNCED_WALLET: WalletDescriptor = {
  id: 'io.atrium.test',
  name: 'Atrium Test Wallet',
  type: 'ANNOUNCED',
  provider: true,
  info: { rdns: 'io.atrium.test' },
}

/** An SDK wallet, listed before the announced one by its adapter. */
export const SDK_WALLET: WalletDescriptor = {
  id: 'coinbaseWalletSDK',
  name: 'Coinbase Wallet',
  type: 'EXTERNAL',
  provider: false,
}

/**
 * A memory wallet on chain 1 (1.23456789 ETH there, 0.5 on chain 10) and the page's modal created
 * over it with Ethereum, OP Mainnet and Base, memory storage (pass `storage` to share one between
 * two "page loads") and the test file's empty local wallet directory (`options.apiUrls` to change).
 */
export function createSubject(
  parameters: {
    readonly storage?: StorageBackend
    readonly networks?: readonly CaipNetwork[]
    readonly restorableConnectorId?: string
    readonly options?: Partial<CreateAppKitOptions>
    /** The wallets the adapter reports; an SDK and an announced one by default. */
    readonly wallets?: readonly WalletDescriptor[]
  } = {},
) {
  const wallet = createMemoryAdapter({
    wallets: parameters.wallets ?? [SDK_WALLET, ANNOUNCED_WALLET],
    addresses: [TEST_ADDRESS],
    networkId: 'eip155:1',
    balances: { 'eip155:1': '1.23456789', 'eip155:10': '0.5' },
    restorableConnectorId: parameters.restorableConnectorId,
  })
  const storage = parameters.storage ?? createMemoryStorage()
  const appKit = createAppKit({
    adapters: [wallet.adapter],
    networks: [...(parameters.networks ?? [mainnet, optimism, base])],
    projectId: 'test-project',
    features: { analytics: false },
    apiUrls: { walletDirectory: getEmptyWalletDirectoryUrl() },
    storage,
    ...parameters.options,
  })
  return { wallet, appKit, storage }
}

/** The shadow root of the mounted modal, once the first open has loaded it. */
export function getModalShadowRoot(): ShadowRoot | undefined {
  return document.querySelector('atrium-modal')?.shadowRoot ?? undefined
}
