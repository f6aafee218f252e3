import type { CaipNetwork, CaipNetworkId } from '@atrium/common'

/** The networks the app requested, as far as the rules below need them. */
export type RequestedNetworks = readonly Pick<CaipNetwork, 'caipNetworkId'>[]

/**
 * [ROUTER-026] Whether `caipNetworkId` is among the requested networks. No requested networks
 * means every network is supported (NET-005), so the UnsupportedChain rules never fire then.
 */
export function isRequestedNetwork(parameters: {
  readonly caipNetworkId: CaipNetworkId
  readonly requestedCaipNetworks: RequestedNetworks
}): boolean {
  const { caipNetworkId, requestedCaipNetworks } = parameters
  if (requestedCaipNetworks.length === 0) return true
  return requestedCaipNetworks.some((network) => network.caipNetworkId === caipNetworkId)
}

/** Parameters of `shouldShowUnsupportedChain`. */
export type ShouldShowUnsupportedChainParameters = {
  /** The active network, `undefined` when none is active. */
  readonly activeCaipNetworkId: CaipNetworkId | undefined
  readonly requestedCaipNetworks: RequestedNetworks
  /** The `allowUnsupportedChain` option (ROUTER-027, A-11). */
  readonly allowUnsupportedChain: boolean
  /** The connection's `wcBasic` flag: a basic pairing is in use. */
  readonly wcBasic: boolean
}

/**
 * [ROUTER-026..028] `UnsupportedChain` opens when the active network is not among the requested
 * networks, unless the options allow unsupported chains or a basic pairing is in use.
 */
export function shouldShowUnsupportedChain(parameters: ShouldShowUnsupportedChainParameters): boolean {
  const { activeCaipNetworkId, requestedCaipNetworks, allowUnsupportedChain, wcBasic } = parameters
  if (allowUnsupportedChain || wcBasic || activeCaipNetworkId === undefined) return false
  return !isRequestedNetwork({ caipNetworkId: activeCaipNetworkId, requestedCaipNetworks })
}
