import { SNACKBAR_REPLACE_DELAY_MS } from '@atrium/common'
import type { Timers } from '../connection/Timers.js'
import type { SnackbarStore, SnackbarVariant } from './createSnackbarStore.js'
import { reduceAutoHide, reduceShowRequest, reduceShowScheduled } from './transitions.js'

/**
 * How long a `success` or `error` snackbar stays before hiding itself. Not in the spec: 2.5 s is
 * long enough to read a one-line message. A `loading` snackbar stays until replaced or hidden,
 * because it stands for work still in progress. Recorded in DECISIONS.core-A.md.
 */
export const SNACKBAR_AUTO_HIDE_MS = 2_500

/** Stores `showSnackbar` touches. */
export type ShowSnackbarStores = { readonly snackbar: SnackbarStore }

/** Parameters of `showSnackbar`. */
export type ShowSnackbarParameters = {
  /** The text, usually a catalogue message (e.g. 'Transaction started'). */
  readonly message: string
  readonly variant: SnackbarVariant
  readonly timers: Timers
}

/** `showSnackbar` returns nothing. */
export type ShowSnackbarReturnType = undefined
/** `showSnackbar` never throws. */
export type ShowSnackbarErrorType = never

/**
 * [UI-008][UI-009] Shows a snackbar. If one is open it closes, and the new one shows
 * `SNACKBAR_REPLACE_DELAY_MS` (150 ms) later. `success` and `error` hide after
 * `SNACKBAR_AUTO_HIDE_MS`.
 */
export function showSnackbar(
  stores: ShowSnackbarStores,
  parameters: ShowSnackbarParameters,
): ShowSnackbarReturnType {
  const { message, variant, timers } = parameters
  const { snackbar } = stores
  const wasOpen = snackbar.getState().open
  snackbar.setState((state) => reduceShowRequest(state, { message, variant }))
  const sequence = snackbar.getState().sequence
  const scheduleAutoHide = () => {
    if (variant === 'loading') return
    timers.setTimeout(() => {
      snackbar.setState((state) => reduceAutoHide(state, { sequence }))
    }, SNACKBAR_AUTO_HIDE_MS)
  }
  if (!wasOpen) {
    scheduleAutoHide()
    return
  }
  timers.setTimeout(() => {
    snackbar.setState((state) => reduceShowScheduled(state, { message, variant, sequence }))
    if (snackbar.getState().sequence === sequence) scheduleAutoHide()
  }, SNACKBAR_REPLACE_DELAY_MS)
}
