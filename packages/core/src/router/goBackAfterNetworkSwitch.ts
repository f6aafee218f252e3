import type { CaipNetworkId } from '@atrium/common'
import { type GoBackStores, goBack } from './goBack.js'
import { isRequestedNetwork, type RequestedNetworks } from './shouldShowUnsupportedChain.js'

/** Stores `goBackAfterNetworkSwitch` touches. */
export type GoBackAfterNetworkSwitchStores = GoBackStores

/** Parameters of `goBackAfterNetworkSwitch`. */
export type GoBackAfterNetworkSwitchParameters = {
  readonly previousCaipNetworkId: CaipNetworkId | undefined
  /** The network that is current after the switch. */
  readonly nextCaipNetworkId: CaipNetworkId
  /** The requested networks of the active chain. */
  readonly requestedCaipNetworks: RequestedNetworks
}

/** Whether a view was popped (or the modal closed by the rules of `goBack`). */
export type GoBackAfterNetworkSwitchReturnType = boolean
/** `goBackAfterNetworkSwitch` never throws. */
export type GoBackAfterNetworkSwitchErrorType = never

/**
 * [ROUTER-029] Whether a switch should pop the history: the network changed and the newly current
 * network is not in the active chain's requested list (A-6: history, new network).
 */
export function shouldGoBackAfterNetworkSwitch(parameters: GoBackAfterNetworkSwitchParameters): boolean {
  const { previousCaipNetworkId, nextCaipNetworkId, requestedCaipNetworks } = parameters
  if (previousCaipNetworkId === nextCaipNetworkId) return false
  return !isRequestedNetwork({ caipNetworkId: nextCaipNetworkId, requestedCaipNetworks })
}

/** [ROUTER-029] Goes back one view after a switch to a network outside the requested list. */
export function goBackAfterNetworkSwitch(
  stores: GoBackAfterNetworkSwitchStores,
  parameters: GoBackAfterNetworkSwitchParameters,
): GoBackAfterNetworkSwitchReturnType {
  if (!shouldGoBackAfterNetworkSwitch(parameters)) return false
  goBack(stores)
  return true
}
