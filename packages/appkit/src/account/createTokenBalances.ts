import type { Namespace } from '@atrium/common'
import {
  type AccountStore,
  type Clock,
  createBlockchainApiClient,
  createServiceStorage,
  fetchTokenBalances,
  type NetworkStore,
  type ResolvedOptions,
  type SnackbarStore,
  type StorageBackend,
  showSnackbar,
  type Timers,
} from '@atrium/core'

/** What the token balances need from the instance besides its stores. */
export type TokenBalancesParameters = {
  readonly options: Pick<ResolvedOptions, 'projectId' | 'apiUrls'> & { readonly projectId: string }
  /** Holds the Blockchain API client's caches (STORE-013) and its back-off time (ACCT-011). */
  readonly storageBackend: StorageBackend
  readonly clock: Clock
  readonly timers: Timers
}

/**
 * `appKit.fetchTokenBalances`: core's `fetchTokenBalances` for a namespace's connected account
 * (the active one by default) with the instance's Blockchain API client (`apiUrls.blockchainApi`),
 * built here so that no byte of it loads before the Account view asks. A failure shows the
 * snackbar with the instance's timers.
 */
export function createTokenBalances(
  stores: {
    readonly account: AccountStore
    readonly network: NetworkStore
    readonly snackbar: SnackbarStore
  },
  parameters: TokenBalancesParameters,
) {
  const { options, clock, timers } = parameters
  const client = createBlockchainApiClient({
    projectId: options.projectId,
    baseUrl: options.apiUrls.blockchainApi,
    storage: createServiceStorage({ backend: parameters.storageBackend, clock }),
    clock,
  })
  return async (
    request: { readonly namespace?: Namespace | undefined; readonly forceUpdate?: string | undefined } = {},
  ): Promise<void> => {
    const namespace = request.namespace ?? stores.network.getState().activeNamespace
    if (namespace === undefined) return
    const { caipAddress } = stores.account.getState().chains[namespace]
    if (caipAddress === undefined) return
    await fetchTokenBalances(stores, {
      caipAddress,
      client,
      forceUpdate: request.forceUpdate,
      showSnackbar: ({ variant, message }) => showSnackbar(stores, { variant, message, timers }),
    })
  }
}
