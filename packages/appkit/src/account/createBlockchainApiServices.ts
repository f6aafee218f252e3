import {
  type AccountStore,
  type AdapterRegistry,
  type Clock,
  createBlockchainApiClient,
  createServiceStorage,
  type NetworkStore,
  type ResolvedOptions,
  type SnackbarStore,
  type StorageBackend,
  showSnackbar,
  type Timers,
  type TrackEvent,
} from '@atrium/core'
import { createTokenBalances } from './createTokenBalances.js'
import { createTransactionHistory } from './createTransactionHistory.js'

/** What the Blockchain API reads need from the instance besides its stores. */
export type BlockchainApiServicesParameters = {
  readonly options: Pick<ResolvedOptions, 'projectId' | 'apiUrls'> & { readonly projectId: string }
  /** Holds the Blockchain API client's caches (STORE-013) and its back-off time (ACCT-011). */
  readonly storageBackend: StorageBackend
  readonly clock: Clock
  readonly timers: Timers
  readonly track: TrackEvent
  /** The adapters, for the wallet's own assets (`getWalletAssets`). */
  readonly registry: AdapterRegistry
}

/**
 * The Account view's reads over one Blockchain API client (`apiUrls.blockchainApi`), built here so
 * that no byte of it loads before the Account view asks: `fetchTokenBalances` (Tokens) and the
 * transaction history (Activity). Their failures show the snackbar with the instance's timers.
 */
export function createBlockchainApiServices(
  stores: {
    readonly account: AccountStore
    readonly network: NetworkStore
    readonly snackbar: SnackbarStore
  },
  parameters: BlockchainApiServicesParameters,
) {
  const { options, clock, timers } = parameters
  const client = createBlockchainApiClient({
    projectId: options.projectId,
    baseUrl: options.apiUrls.blockchainApi,
    storage: createServiceStorage({ backend: parameters.storageBackend, clock }),
    clock,
  })
  const showError = ({ message }: { readonly message: string }) =>
    showSnackbar(stores, { variant: 'error', message, timers })
  return {
    fetchTokenBalances: createTokenBalances(stores, {
      client,
      showSnackbar: showError,
      registry: parameters.registry,
    }),
    transactionHistory: createTransactionHistory(stores, {
      client,
      showSnackbar: showError,
      track: parameters.track,
    }),
  }
}
