import { type CaipNetwork, type CaipNetworkId, NAMESPACES, type Namespace } from '@atrium/common'
import { createStore } from 'zustand/vanilla'

/** [NET-004] The networks of one namespace (SPEC §3 "Network state per chain"). */
export type ChainNetworkState = {
  /** The namespace's current network. */
  readonly caipNetwork: CaipNetwork | undefined
  /** The networks the dApp configured for this namespace. */
  readonly requestedCaipNetworks: readonly CaipNetwork[]
  /** The networks the connected wallet approved. */
  readonly approvedCaipNetworkIds: readonly CaipNetworkId[]
  /** The wallet accepts any network (no approved list). */
  readonly supportsAllNetworks: boolean
  /** Chain ids where the smart account is enabled (ACCT-006). */
  readonly smartAccountEnabledNetworks: readonly number[]
}

/**
 * [NET-004] Network state: one `ChainNetworkState` per namespace, the active namespace, and
 * `isSwitchingNamespace`, true while a switch into another namespace runs (NET-006).
 */
export type NetworkState = {
  readonly activeNamespace: Namespace | undefined
  readonly isSwitchingNamespace: boolean
  readonly chains: Readonly<Record<Namespace, ChainNetworkState>>
}

/** A namespace with no networks. */
export function getInitialChainNetworkState(): ChainNetworkState {
  return {
    caipNetwork: undefined,
    requestedCaipNetworks: [],
    approvedCaipNetworkIds: [],
    supportsAllNetworks: true,
    smartAccountEnabledNetworks: [],
  }
}

/** The state of a fresh network store. */
export function getInitialNetworkState(): NetworkState {
  const chains = Object.fromEntries(NAMESPACES.map((namespace) => [namespace, getInitialChainNetworkState()]))
  return {
    activeNamespace: undefined,
    isSwitchingNamespace: false,
    chains: chains as Record<Namespace, ChainNetworkState>,
  }
}

/**
 * Creates the network store of one modal instance.
 *
 * @example
 * const network = createNetworkStore()
 * network.getState().chains.eip155.requestedCaipNetworks // []
 */
export function createNetworkStore(initial?: {
  readonly activeNamespace?: Namespace | undefined
  readonly chains?: Partial<Record<Namespace, Partial<ChainNetworkState>>>
}) {
  const state = getInitialNetworkState()
  const chains = { ...state.chains }
  for (const namespace of NAMESPACES)
    chains[namespace] = { ...chains[namespace], ...initial?.chains?.[namespace] }
  return createStore<NetworkState>()(() => ({ ...state, activeNamespace: initial?.activeNamespace, chains }))
}

/** The store made by `createNetworkStore`. */
export type NetworkStore = ReturnType<typeof createNetworkStore>

/** Pure: `state` with `namespace`'s network state patched. Shared by the network actions. */
export function patchChainNetwork(
  state: NetworkState,
  namespace: Namespace,
  patch: Partial<ChainNetworkState>,
): NetworkState {
  return { ...state, chains: { ...state.chains, [namespace]: { ...state.chains[namespace], ...patch } } }
}

/** The active namespace's current network, if any. */
export function getActiveCaipNetwork(state: NetworkState): CaipNetwork | undefined {
  return state.activeNamespace === undefined ? undefined : state.chains[state.activeNamespace].caipNetwork
}
