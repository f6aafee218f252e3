import {
  type CaipNetworkId,
  createLazyLoader,
  type LazyLoader,
  type Namespace,
  parseCaipNetworkId,
} from '@atrium/common'
import {
  type AdapterRegistry,
  type Clock,
  createBlockchainApiClient,
  createServiceStorage,
  isNetworkSupportedByApi,
  type ResolvedOptions,
  type SnackbarStore,
  type StorageBackend,
  type SwapActionsStores,
  showSnackbar,
  type Timers,
  type TrackEvent,
} from '@atrium/core'
import type { createModalSwapActions } from './createModalSwapActions.js'
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
  /** The adapters, for the wallet's own assets (`getWalletAssets`) and the swap's transactions. */
  readonly registry: AdapterRegistry
  /** Reads the native balance of `namespace`'s account again (after a swap). */
  readonly fetchBalance: (parameters: { readonly namespace: Namespace }) => Promise<void>
}

/** What `createBlockchainApiServices` builds. */
export type BlockchainApiServices = {
  readonly supportsSwaps: (caipNetworkId: CaipNetworkId) => Promise<boolean>
  readonly fetchTokenBalances: ReturnType<typeof createTokenBalances>
  readonly transactionHistory: ReturnType<typeof createTransactionHistory>
  /** `appKit.swap`'s actions, imported on first use. */
  readonly swapActions: LazyLoader<ReturnType<typeof createModalSwapActions>>
}

/**
 * The Account view's reads over one Blockchain API client (`apiUrls.blockchainApi`), built here so
 * that no byte of it loads before the Account view asks: `fetchTokenBalances` (Tokens) and the
 * transaction history (Activity). Their failures show the snackbar with the instance's timers.
 * The same client serves the swap actions, imported from here on the Swap view's first action so
 * that the instance's start-up code holds no reference to them; `supportsSwaps` tells the Account
 * view whether to offer Swap (an EVM network the API serves) without loading them.
 */
export function createBlockchainApiServices(
  stores: SwapActionsStores & { readonly snackbar: SnackbarStore },
  parameters: BlockchainApiServicesParameters,
): BlockchainApiServices {
  const { options, clock, timers } = parameters
  const client = createBlockchainApiClient({
    projectId: options.projectId,
    baseUrl: options.apiUrls.blockchainApi,
    storage: createServiceStorage({ backend: parameters.storageBackend, clock }),
    clock,
  })
  const showError = ({ message }: { readonly message: string }) =>
    showSnackbar(stores, { variant: 'error', message, timers })
  const fetchTokenBalances = createTokenBalances(stores, {
    client,
    showSnackbar: showError,
    registry: parameters.registry,
  })
  return {
    supportsSwaps: async (caipNetworkId: CaipNetworkId) =>
      parseCaipNetworkId(caipNetworkId).namespace === 'eip155' &&
      (await isNetworkSupportedByApi(client, caipNetworkId)),
    fetchTokenBalances,
    transactionHistory: createTransactionHistory(stores, {
      client,
      showSnackbar: showError,
      track: parameters.track,
    }),
    swapActions: createLazyLoader(async () =>
      (await import('./createModalSwapActions.js')).createModalSwapActions(stores, {
        registry: parameters.registry,
        client,
        track: parameters.track,
        timers,
        refresh: async ({ namespace, toToken }) => {
          await Promise.all([
            parameters.fetchBalance({ namespace }),
            fetchTokenBalances({ namespace, forceUpdate: toToken.address }),
          ])
        },
      }),
    ),
  }
}
