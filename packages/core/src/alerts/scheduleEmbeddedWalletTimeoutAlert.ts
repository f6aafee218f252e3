import { EMBEDDED_WALLET_LOAD_TIMEOUT_MS } from '@atrium/common'
import type { Timers } from '../connection/Timers.js'
import type { AlertsStore } from './createAlertsStore.js'
import { showAlert } from './showAlert.js'

/** Stores `scheduleEmbeddedWalletTimeoutAlert` touches. */
export type ScheduleEmbeddedWalletTimeoutAlertStores = { readonly alerts: AlertsStore }
/** Parameters of `scheduleEmbeddedWalletTimeoutAlert`. */
export type ScheduleEmbeddedWalletTimeoutAlertParameters = { readonly timers: Timers }
/** Cancels the alert; call it when the embedded wallet reports ready. */
export type ScheduleEmbeddedWalletTimeoutAlertReturnType = () => void
/** `scheduleEmbeddedWalletTimeoutAlert` never throws. */
export type ScheduleEmbeddedWalletTimeoutAlertErrorType = never

/**
 * [ERR-009] Shows 'Invalid App Configuration' if the embedded wallet has not loaded within
 * `EMBEDDED_WALLET_LOAD_TIMEOUT_MS` (20 s, chosen in common); the most common cause is a domain
 * missing from the project's allowlist, which makes the frame refuse to load.
 */
export function scheduleEmbeddedWalletTimeoutAlert(
  stores: ScheduleEmbeddedWalletTimeoutAlertStores,
  parameters: ScheduleEmbeddedWalletTimeoutAlertParameters,
): ScheduleEmbeddedWalletTimeoutAlertReturnType {
  const { timers } = parameters
  const handle = timers.setTimeout(() => {
    showAlert(stores, { code: 'ALERT_EMBEDDED_WALLET_TIMEOUT' })
  }, EMBEDDED_WALLET_LOAD_TIMEOUT_MS)
  return () => {
    timers.clearTimeout(handle)
  }
}
