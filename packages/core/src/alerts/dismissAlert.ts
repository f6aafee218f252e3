import type { AlertsStore } from './createAlertsStore.js'
import { reduceDismissAlert } from './transitions.js'

/** Stores `dismissAlert` touches. */
export type DismissAlertStores = { readonly alerts: AlertsStore }
/** `dismissAlert` takes no parameters. */
export type DismissAlertParameters = Record<string, never>
/** `dismissAlert` returns nothing. */
export type DismissAlertReturnType = undefined
/** `dismissAlert` never throws. */
export type DismissAlertErrorType = never

/** Hides the shown alert. Once-only alerts stay recorded and do not come back. */
export function dismissAlert(
  stores: DismissAlertStores,
  _parameters: DismissAlertParameters = {},
): DismissAlertReturnType {
  stores.alerts.setState(reduceDismissAlert)
}
