import { type Namespace, parseCaipAddress } from '@atrium/common'
import {
  type AccountStore,
  type AdapterRegistry,
  type BlockchainApiClient,
  fetchTokenBalances,
  type NetworkStore,
  type TokenBalanceSnackbar,
} from '@atrium/core'
import { getChainCaipAddress } from './getChainCaipAddress.js'

/**
 * `appKit.fetchTokenBalances`: core's `fetchTokenBalances` for a namespace's connected account
 * (the active one by default) with the instance's Blockchain API client and snackbar, and the
 * wallet's own `wallet_getAssets` answer when its adapter can ask for it (ERC-7811).
 */
export function createTokenBalances(
  stores: { readonly account: AccountStore; readonly network: NetworkStore },
  parameters: {
    readonly client: BlockchainApiClient
    readonly showSnackbar: (snackbar: TokenBalanceSnackbar) => void
    readonly registry: AdapterRegistry
  },
) {
  return async (
    request: { readonly namespace?: Namespace | undefined; readonly forceUpdate?: string | undefined } = {},
  ): Promise<void> => {
    const caipAddress = getChainCaipAddress(stores, request.namespace)
    if (caipAddress === undefined) return
    const { getWalletAssets } =
      parameters.registry.adapters.get(parseCaipAddress(caipAddress).namespace) ?? {}
    await fetchTokenBalances(stores, {
      caipAddress,
      client: parameters.client,
      loadWalletAssets: getWalletAssets === undefined ? undefined : () => getWalletAssets({ caipAddress }),
      forceUpdate: request.forceUpdate,
      showSnackbar: parameters.showSnackbar,
    })
  }
}
