import { type CaipNetworkId, parseCaipNetworkId } from '@atrium/common'
import type { NetworkStore } from '../network/createNetworkStore.js'
import { type ResolveNetwork, resolveUnknownNetwork } from '../network/resolveUnknownNetwork.js'
import { applyAdapterNetwork } from './applyAdapterSession.js'

export type SetAdapterNetworkParameters = {
  readonly networkId: CaipNetworkId
  /** Also make the network's namespace the active one (a connect does, a wallet event does not). */
  readonly makeActive: boolean
  /** Completes a network the app did not request; without it, such a network stays unknown. */
  readonly resolveNetwork?: ResolveNetwork | undefined
}
export type SetAdapterNetworkReturnType = undefined
export type SetAdapterNetworkErrorType = never

/**
 * The wallet is on `networkId`: it becomes its namespace's current network at once
 * (`applyAdapterNetwork`). When that is a new unknown network, `resolveNetwork` is asked for its
 * definition, which replaces it on arrival; nobody waits for it (a connect resolves before).
 */
export function setAdapterNetwork(
  stores: { readonly network: NetworkStore },
  parameters: SetAdapterNetworkParameters,
): SetAdapterNetworkReturnType {
  const { networkId, makeActive, resolveNetwork } = parameters
  const { namespace } = parseCaipNetworkId(networkId)
  const previous = stores.network.getState().chains[namespace].caipNetwork
  stores.network.setState((state) => applyAdapterNetwork(state, { networkId, makeActive }))
  const { caipNetwork, requestedCaipNetworks } = stores.network.getState().chains[namespace]
  const isNewUnknown =
    caipNetwork !== undefined && caipNetwork !== previous && !requestedCaipNetworks.includes(caipNetwork)
  if (isNewUnknown && resolveNetwork !== undefined) {
    void resolveUnknownNetwork(stores, { unknownNetwork: caipNetwork, resolveNetwork })
  }
  return undefined
}
