import type { CaipAddress, Namespace } from '@atrium/common'
import type { AccountStore, NetworkStore } from '@atrium/core'

/** The connected CAIP address of `namespace` (the active one by default); `undefined` when there is none. */
export function getChainCaipAddress(
  stores: { readonly account: AccountStore; readonly network: NetworkStore },
  namespace?: Namespace | undefined,
): CaipAddress | undefined {
  const chain = namespace ?? stores.network.getState().activeNamespace
  return chain === undefined ? undefined : stores.account.getState().chains[chain].caipAddress
}
