import type { Namespace } from '@atrium/common'
import { createStore } from 'zustand/vanilla'

/**
 * The modal's open/loading/shake state. `shakeSequence` counts shakes so that only the latest
 * shake's timer ends it, and lets the view restart the animation. `namespace` is the namespace
 * the modal was opened for (appkit narrows the connector list with it), or `undefined`.
 */
export type ModalState = {
  readonly isOpen: boolean
  readonly loading: boolean
  readonly shake: boolean
  readonly shakeSequence: number
  readonly namespace: Namespace | undefined
}

/** Creates a modal store: closed, not loading, not shaking. */
export function createModalStore(initial: Partial<ModalState> = {}) {
  return createStore<ModalState>()(() => ({
    isOpen: false,
    loading: false,
    shake: false,
    shakeSequence: 0,
    namespace: undefined,
    ...initial,
  }))
}

/** A modal store. */
export type ModalStore = ReturnType<typeof createModalStore>
