import { type OpenModalStores, openModal } from '../modal/openModal.js'
import {
  type ShouldShowUnsupportedChainParameters,
  shouldShowUnsupportedChain,
} from './shouldShowUnsupportedChain.js'

/** Stores `showUnsupportedChain` touches. */
export type ShowUnsupportedChainStores = OpenModalStores
/** Parameters of `showUnsupportedChain`: the state the rule is checked against. */
export type ShowUnsupportedChainParameters = ShouldShowUnsupportedChainParameters
/** Whether the `UnsupportedChain` view was opened. */
export type ShowUnsupportedChainReturnType = boolean
/** `showUnsupportedChain` never throws. */
export type ShowUnsupportedChainErrorType = never

/**
 * [ROUTER-026..028] Opens the modal on `UnsupportedChain` when `shouldShowUnsupportedChain` says
 * so; the view's data carries the unsupported network id.
 */
export function showUnsupportedChain(
  stores: ShowUnsupportedChainStores,
  parameters: ShowUnsupportedChainParameters,
): ShowUnsupportedChainReturnType {
  if (!shouldShowUnsupportedChain(parameters)) return false
  const { activeCaipNetworkId } = parameters
  openModal(stores, {
    view: 'UnsupportedChain',
    ...(activeCaipNetworkId === undefined ? {} : { data: { caipNetworkId: activeCaipNetworkId } }),
  })
  return true
}
