import type { ModalStore } from './createModalStore.js'
import { reduceClose } from './transitions.js'

/** Stores `closeModal` touches. */
export type CloseModalStores = { readonly modal: ModalStore }
/** `closeModal` takes no parameters. */
export type CloseModalParameters = Record<string, never>
/** `closeModal` returns nothing. */
export type CloseModalReturnType = undefined
/** `closeModal` never throws. */
export type CloseModalErrorType = never

/** Closes the modal. The router keeps its history until the next `openModal` routes it. */
export function closeModal(
  stores: CloseModalStores,
  _parameters: CloseModalParameters = {},
): CloseModalReturnType {
  stores.modal.setState(reduceClose)
}
