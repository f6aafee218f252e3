import type { AlertsStore } from './createAlertsStore.js'
import { showAlert } from './showAlert.js'

/** The once-only key of the analytics-403 alert. */
export const ANALYTICS_FORBIDDEN_ALERT_KEY = 'analytics-403'

/** Stores `showAnalyticsForbiddenAlert` touches. */
export type ShowAnalyticsForbiddenAlertStores = { readonly alerts: AlertsStore }
/** Parameters of `showAnalyticsForbiddenAlert`: the page origin analytics was refused for. */
export type ShowAnalyticsForbiddenAlertParameters = { readonly origin: string }
/** Whether the alert was shown (only the first time per store). */
export type ShowAnalyticsForbiddenAlertReturnType = boolean
/** `showAnalyticsForbiddenAlert` never throws. */
export type ShowAnalyticsForbiddenAlertErrorType = never

/**
 * [ERR-008] An HTTP 403 from analytics shows 'Invalid App Configuration', at most once per page
 * load (per alerts store: one store lives as long as the page's appkit instance, A-43). Every
 * later analytics request may fail the same way; the user is told once.
 */
export function showAnalyticsForbiddenAlert(
  stores: ShowAnalyticsForbiddenAlertStores,
  parameters: ShowAnalyticsForbiddenAlertParameters,
): ShowAnalyticsForbiddenAlertReturnType {
  return showAlert(stores, {
    code: 'ALERT_ORIGIN_NOT_ALLOWED',
    parameters: { origin: parameters.origin },
    onceKey: ANALYTICS_FORBIDDEN_ALERT_KEY,
  })
}
