import type { Alert } from '@atrium/common'
import type { AlertsState } from './createAlertsStore.js'

/**
 * Shows `alert`. With a `onceKey` already recorded nothing changes (same state returned); a new
 * `onceKey` is recorded.
 */
export function reduceShowAlert(
  state: AlertsState,
  parameters: { readonly alert: Alert; readonly onceKey?: string | undefined },
): AlertsState {
  const { alert, onceKey } = parameters
  if (onceKey === undefined) return { ...state, alert }
  if (state.shownOnceKeys.includes(onceKey)) return state
  return { ...state, alert, shownOnceKeys: [...state.shownOnceKeys, onceKey] }
}

/** Hides the alert; the once-only record is kept. */
export function reduceDismissAlert(state: AlertsState): AlertsState {
  if (state.alert === undefined) return state
  return { ...state, alert: undefined }
}
