import type { CaipNetworkId } from '@atrium/common'
import type { WalletListStore } from './createWalletListStore.js'
import { reduceChains } from './transitions.js'

export type SetWalletListChainsParameters = { readonly chains: readonly CaipNetworkId[] }
export type SetWalletListChainsReturnType = undefined
export type SetWalletListChainsErrorType = never

/**
 * Points the wallet list at `chains` (see `getWalletListChains`): pages already loaded for these
 * chains show at once, others load with the next `loadWalletList`. No request is made here.
 */
export function setWalletListChains(
  stores: { readonly walletList: WalletListStore },
  parameters: SetWalletListChainsParameters,
): SetWalletListChainsReturnType {
  stores.walletList.setState((state) => reduceChains(state, parameters.chains))
  return undefined
}
