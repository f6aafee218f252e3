import type { ModalStore } from './createModalStore.js'
import { reduceLoading } from './transitions.js'

/** Stores `setModalLoading` touches. */
export type SetModalLoadingStores = { readonly modal: ModalStore }
/** Parameters of `setModalLoading`. */
export type SetModalLoadingParameters = { readonly loading: boolean }
/** `setModalLoading` returns nothing. */
export type SetModalLoadingReturnType = undefined
/** `setModalLoading` never throws. */
export type SetModalLoadingErrorType = never

/** Shows or hides the modal's loading state. */
export function setModalLoading(
  stores: SetModalLoadingStores,
  parameters: SetModalLoadingParameters,
): SetModalLoadingReturnType {
  stores.modal.setState((state) => reduceLoading(state, parameters))
}
