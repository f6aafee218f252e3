import { type CaipNetwork, NAMESPACES, type Namespace } from '@atrium/common'
import type { AtriumStorage } from '../storage/createAtriumStorage.js'
import type { NetworkState, NetworkStore } from './createNetworkStore.js'
import { getInitialCaipNetwork } from './getInitialCaipNetwork.js'

export type SetRequestedCaipNetworksParameters = {
  /** Every configured network, all namespaces mixed. */
  readonly networks: readonly CaipNetwork[]
  readonly defaultNetwork?: CaipNetwork | undefined
  /** Read for the stored active network (STORE-004). */
  readonly storage?: AtriumStorage | undefined
}
export type SetRequestedCaipNetworksReturnType = { readonly activeCaipNetwork: CaipNetwork | undefined }
export type SetRequestedCaipNetworksErrorType = never

/**
 * Pure: the networks grouped per namespace as `requestedCaipNetworks`; each namespace's current
 * network kept when still configured, else its first network; the active namespace is the one of
 * `active` (when given).
 */
export function applyRequestedCaipNetworks(
  state: NetworkState,
  input: { readonly networks: readonly CaipNetwork[]; readonly active: CaipNetwork | undefined },
): NetworkState {
  const chains = { ...state.chains }
  for (const namespace of NAMESPACES) {
    const requested = input.networks.filter((network) => network.chainNamespace === namespace)
    const current = chains[namespace].caipNetwork
    const kept = requested.find((network) => network.caipNetworkId === current?.caipNetworkId)
    const caipNetwork = input.active?.chainNamespace === namespace ? input.active : (kept ?? requested[0])
    chains[namespace] = { ...chains[namespace], requestedCaipNetworks: requested, caipNetwork }
  }
  const activeNamespace: Namespace | undefined = input.active?.chainNamespace ?? state.activeNamespace
  return { ...state, chains, activeNamespace }
}

/**
 * [NET-004][NET-013] Sets the configured networks and picks the active one with
 * `getInitialCaipNetwork` (stored choice, `defaultNetwork`, chain 1, first network).
 */
export function setRequestedCaipNetworks(
  stores: { readonly network: NetworkStore },
  parameters: SetRequestedCaipNetworksParameters,
): SetRequestedCaipNetworksReturnType {
  const active = getInitialCaipNetwork({
    networks: parameters.networks,
    storedCaipNetworkId: parameters.storage?.getActiveCaipNetworkId()?.caipNetworkId,
    defaultNetwork: parameters.defaultNetwork,
  })
  stores.network.setState((state) =>
    applyRequestedCaipNetworks(state, { networks: parameters.networks, active }),
  )
  return { activeCaipNetwork: active }
}
