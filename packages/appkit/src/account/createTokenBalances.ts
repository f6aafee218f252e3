import type { Namespace } from '@atrium/common'
import {
  type AccountStore,
  type BlockchainApiClient,
  fetchTokenBalances,
  type NetworkStore,
  type TokenBalanceSnackbar,
} from '@atrium/core'
import { getChainCaipAddress } from './getChainCaipAddress.js'

/**
 * `appKit.fetchTokenBalances`: core's `fetchTokenBalances` for a namespace's connected account
 * (the active one by default) with the instance's Blockchain API client and snackbar.
 */
export function createTokenBalances(
  stores: { readonly account: AccountStore; readonly network: NetworkStore },
  parameters: {
    readonly client: BlockchainApiClient
    readonly showSnackbar: (snackbar: TokenBalanceSnackbar) => void
  },
) {
  return async (
    request: { readonly namespace?: Namespace | undefined; readonly forceUpdate?: string | undefined } = {},
  ): Promise<void> => {
    const caipAddress = getChainCaipAddress(stores, request.namespace)
    if (caipAddress === undefined) return
    await fetchTokenBalances(stores, {
      caipAddress,
      client: parameters.client,
      forceUpdate: request.forceUpdate,
      showSnackbar: parameters.showSnackbar,
    })
  }
}
