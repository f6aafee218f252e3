import { type CaipNetwork, type CaipNetworkId, NAMESPACES, parseCaipNetworkId } from '@atrium/common'
import type { NetworkState, NetworkStore } from './createNetworkStore.js'

export type RemoveCaipNetworkParameters = { readonly caipNetworkId: CaipNetworkId }
export type RemoveCaipNetworkReturnType = undefined
/** `parseCaipNetworkId` throws `InvalidCaipNetworkIdError` on a malformed id. */
export type RemoveCaipNetworkErrorType = Error

/**
 * [NET-012] Pure: removes a network from its namespace's requested networks. When it was that
 * namespace's current network, the first remaining network of the namespace takes its place; when
 * it was the active network and its namespace has none left, the first remaining network of the
 * other namespaces (in NET-001 order) becomes active.
 */
export function applyCaipNetworkRemoval(state: NetworkState, caipNetworkId: CaipNetworkId): NetworkState {
  const { namespace } = parseCaipNetworkId(caipNetworkId)
  const chain = state.chains[namespace]
  const requested = chain.requestedCaipNetworks.filter((network) => network.caipNetworkId !== caipNetworkId)
  const wasCurrent = chain.caipNetwork?.caipNetworkId === caipNetworkId
  const caipNetwork = wasCurrent ? requested[0] : chain.caipNetwork
  let next: NetworkState = {
    ...state,
    chains: { ...state.chains, [namespace]: { ...chain, requestedCaipNetworks: requested, caipNetwork } },
  }
  if (wasCurrent && caipNetwork === undefined && state.activeNamespace === namespace) {
    const fallback = NAMESPACES.map((other) => next.chains[other].caipNetwork).find(
      (network): network is CaipNetwork => network !== undefined,
    )
    next = { ...next, activeNamespace: fallback?.chainNamespace }
  }
  return next
}

/** [NET-012] Removes a configured network; removing the active one activates the first remaining. */
export function removeCaipNetwork(
  stores: { readonly network: NetworkStore },
  parameters: RemoveCaipNetworkParameters,
): RemoveCaipNetworkReturnType {
  stores.network.setState((state) => applyCaipNetworkRemoval(state, parameters.caipNetworkId))
}
