import type { SnackbarState, SnackbarVariant } from './createSnackbarStore.js'

/** What a snackbar shows. */
export type SnackbarContent = { readonly message: string; readonly variant: SnackbarVariant }

/**
 * [UI-009] Starts showing `content`: shown at once when no snackbar is open; otherwise the open
 * one closes now and `reduceShowScheduled` shows the new one later. Bumps `sequence` either way.
 */
export function reduceShowRequest(state: SnackbarState, content: SnackbarContent): SnackbarState {
  const sequence = state.sequence + 1
  if (state.open) return { ...state, open: false, sequence }
  return { ...state, ...content, open: true, sequence }
}

/** [UI-009] Shows `content` once the replaced snackbar has closed, unless something newer happened. */
export function reduceShowScheduled(
  state: SnackbarState,
  parameters: SnackbarContent & { readonly sequence: number },
): SnackbarState {
  if (state.sequence !== parameters.sequence) return state
  return { ...state, message: parameters.message, variant: parameters.variant, open: true }
}

/** Hides the snackbar (keeping its content) and cancels anything scheduled before. */
export function reduceHide(state: SnackbarState): SnackbarState {
  return { ...state, open: false, sequence: state.sequence + 1 }
}

/** Auto-hides the snackbar shown as `sequence`, unless something newer happened since. */
export function reduceAutoHide(
  state: SnackbarState,
  parameters: { readonly sequence: number },
): SnackbarState {
  if (state.sequence !== parameters.sequence || !state.open) return state
  return { ...state, open: false }
}
