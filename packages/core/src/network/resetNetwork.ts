import type { Namespace } from '@atrium/common'
import { type NetworkState, type NetworkStore, patchChainNetwork } from './createNetworkStore.js'

export type ResetNetworkParameters = { readonly namespace: Namespace }
export type ResetNetworkReturnType = undefined
export type ResetNetworkErrorType = never

/**
 * [CONN-021] Pure: after a disconnect the wallet's answers are forgotten (approved ids, all
 * networks supported again, no smart-account networks). The configured networks and the current
 * network stay: the modal still shows where a new connection would land.
 */
export function applyNetworkReset(state: NetworkState, namespace: Namespace): NetworkState {
  return patchChainNetwork(state, namespace, {
    approvedCaipNetworkIds: [],
    supportsAllNetworks: true,
    smartAccountEnabledNetworks: [],
  })
}

/** [CONN-021] Resets the wallet-given network state of one namespace (see `applyNetworkReset`). */
export function resetNetwork(
  stores: { readonly network: NetworkStore },
  parameters: ResetNetworkParameters,
): ResetNetworkReturnType {
  stores.network.setState((state) => applyNetworkReset(state, parameters.namespace))
}
