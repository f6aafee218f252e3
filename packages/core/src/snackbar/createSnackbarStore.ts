import type { SNACKBAR_VARIANTS } from '@atrium/common'
import { createStore } from 'zustand/vanilla'

/** [UI-008] A snackbar variant: `success`, `error` or `loading`. */
export type SnackbarVariant = (typeof SNACKBAR_VARIANTS)[number]

/**
 * The notification toast. `message` and `variant` stay set after it closes, so the closing
 * animation still has its content. `sequence` numbers each show / hide: a delayed show or
 * auto-hide runs only if nothing newer happened since it was scheduled.
 */
export type SnackbarState = {
  readonly open: boolean
  readonly message: string
  readonly variant: SnackbarVariant
  readonly sequence: number
}

/** Creates a snackbar store: closed, empty. */
export function createSnackbarStore(initial: Partial<SnackbarState> = {}) {
  return createStore<SnackbarState>()(() => ({
    open: false,
    message: '',
    variant: 'success',
    sequence: 0,
    ...initial,
  }))
}

/** A snackbar store. */
export type SnackbarStore = ReturnType<typeof createSnackbarStore>
