import type { CaipNetwork } from '@atrium/common'
import {
  type AppKitOptions,
  createAtriumStorage,
  createMemoryStorage,
  resolveOptions,
  setRequestedCaipNetworks,
} from '@atrium/core'
import { createAppKitStores } from '../../src/stores/createAppKitStores.js'
import { createWalletConnectConnection } from '../../src/walletconnect/createWalletConnectConnection.js'
import { createMemoryKeyValueStorage } from './createMemoryKeyValueStorage.test-helper.js'

/** What a page keeps across a reload: its WalletConnect key-value storage and its browser storage. */
export type PageStorage = {
  readonly keyValueStorage: ReturnType<typeof createMemoryKeyValueStorage>
  readonly backend: ReturnType<typeof createMemoryStorage>
}

const CLOCK = { now: () => Date.now() }

/**
 * One page's WalletConnect connection as `buildAppKit` makes it (options resolved, stores, browser
 * storage, requested networks) over `networks` and the devnet relay; `dispose` goes on `cleanups`.
 * Pass `page` (a previous subject's `page`) to stand for the same page after a reload.
 */
export function createTestConnection(parameters: {
  readonly relayUrl: string
  readonly networks: readonly CaipNetwork[]
  readonly cleanups: (() => Promise<void>)[]
  readonly options?: Omit<AppKitOptions, 'networks'> | undefined
  readonly page?: PageStorage | undefined
}) {
  const options = resolveOptions({
    projectId: 'atrium-devnet',
    features: { analytics: false },
    ...parameters.options,
    networks: [...parameters.networks],
    walletConnect: { relayUrl: parameters.relayUrl },
  })
  const stores = createAppKitStores(options)
  const page: PageStorage = parameters.page ?? {
    keyValueStorage: createMemoryKeyValueStorage(),
    backend: createMemoryStorage(),
  }
  const storage = createAtriumStorage({ backend: page.backend, clock: CLOCK })
  setRequestedCaipNetworks(stores, {
    networks: options.networks,
    defaultNetwork: options.defaultNetwork,
    storage,
  })
  const connection = createWalletConnectConnection(stores, {
    options,
    storage,
    origin: 'http://127.0.0.1',
    clock: CLOCK,
    keyValueStorage: page.keyValueStorage,
  })
  parameters.cleanups.push(() => connection.dispose())
  return { options, stores, storage, connection, page }
}
