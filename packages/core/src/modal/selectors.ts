import type { ModalState } from './createModalStore.js'

/** Whether the modal is open. */
export function selectIsModalOpen(state: ModalState): boolean {
  return state.isOpen
}

/** Whether the modal shows its loading state. */
export function selectIsModalLoading(state: ModalState): boolean {
  return state.loading
}

/** Whether the modal is shaking (UI-005). */
export function selectIsModalShaking(state: ModalState): boolean {
  return state.shake
}
