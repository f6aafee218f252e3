import type { CaipNetwork, CaipNetworkId } from '@atrium/common'
import { type NetworkState, type NetworkStore, patchChainNetwork } from './createNetworkStore.js'

/**
 * Finds the full definition of a network the app did not request, e.g. in the built-in catalogue;
 * `undefined` when it knows none. Injected (appkit loads the catalogue with `import()`), so the
 * start-up code never bundles the catalogue's definitions.
 */
export type ResolveNetwork = (caipNetworkId: CaipNetworkId) => Promise<CaipNetwork | undefined>

export type ResolveUnknownNetworkParameters = {
  /** The unknown network (`toUnknownNetwork`) a wallet event put in the state. */
  readonly unknownNetwork: CaipNetwork
  readonly resolveNetwork: ResolveNetwork
}
export type ResolveUnknownNetworkReturnType = undefined
/** Never rejects: a resolver that fails or knows nothing leaves the unknown network in place. */
export type ResolveUnknownNetworkErrorType = never

/**
 * Pure: `caipNetwork` replaces `unknownNetwork` as its namespace's current network, unless
 * something else (a switch, another wallet event) replaced it while the definition loaded.
 */
export function applyResolvedNetwork(
  state: NetworkState,
  input: { readonly unknownNetwork: CaipNetwork; readonly caipNetwork: CaipNetwork },
): NetworkState {
  const namespace = input.unknownNetwork.chainNamespace
  if (state.chains[namespace].caipNetwork !== input.unknownNetwork) return state
  return patchChainNetwork(state, namespace, { caipNetwork: input.caipNetwork })
}

/**
 * [ROUTER-026] Completes the unknown network a wallet moved to: asks `resolveNetwork` for its
 * definition (name, currency, endpoints) and writes it when it arrives, if the namespace is still
 * on that unknown network then. The state held the right id all along, so UnsupportedChain did
 * not wait for this.
 */
export async function resolveUnknownNetwork(
  stores: { readonly network: NetworkStore },
  parameters: ResolveUnknownNetworkParameters,
): Promise<ResolveUnknownNetworkReturnType> {
  const { unknownNetwork } = parameters
  let caipNetwork: CaipNetwork | undefined
  try {
    caipNetwork = await parameters.resolveNetwork(unknownNetwork.caipNetworkId)
  } catch {
    // The definition only improves what is shown ('Unknown Network' becomes a name): the state
    // already holds the right id, so a failed load loses nothing.
    return undefined
  }
  if (caipNetwork?.caipNetworkId !== unknownNetwork.caipNetworkId) return undefined
  stores.network.setState((state) => applyResolvedNetwork(state, { unknownNetwork, caipNetwork }))
  return undefined
}
