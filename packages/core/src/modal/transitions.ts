import type { Namespace } from '@atrium/common'
import type { ModalState } from './createModalStore.js'

/** Opens the modal for `namespace` (or for every namespace when `undefined`). */
export function reduceOpen(
  state: ModalState,
  parameters: { readonly namespace: Namespace | undefined },
): ModalState {
  return { ...state, isOpen: true, namespace: parameters.namespace }
}

/** Closes the modal. A closed modal is never shaking. */
export function reduceClose(state: ModalState): ModalState {
  if (!state.isOpen && !state.shake) return state
  return { ...state, isOpen: false, shake: false }
}

/** Sets the loading flag. */
export function reduceLoading(state: ModalState, parameters: { readonly loading: boolean }): ModalState {
  if (state.loading === parameters.loading) return state
  return { ...state, loading: parameters.loading }
}

/** [UI-005] Starts a shake; the new sequence number identifies it. */
export function reduceShakeStart(state: ModalState): ModalState {
  return { ...state, shake: true, shakeSequence: state.shakeSequence + 1 }
}

/** [UI-005] Ends the shake numbered `sequence`, unless a later shake has started since. */
export function reduceShakeEnd(state: ModalState, parameters: { readonly sequence: number }): ModalState {
  if (!state.shake || state.shakeSequence !== parameters.sequence) return state
  return { ...state, shake: false }
}
