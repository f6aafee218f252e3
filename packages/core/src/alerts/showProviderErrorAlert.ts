import { type AlertCode, getProviderErrorAlert } from '@atrium/common'
import type { AlertsStore } from './createAlertsStore.js'
import { showAlert } from './showAlert.js'

/** Stores `showProviderErrorAlert` touches. */
export type ShowProviderErrorAlertStores = { readonly alerts: AlertsStore }

/** Parameters of `showProviderErrorAlert`. */
export type ShowProviderErrorAlertParameters = {
  /** Whatever the provider threw: an error, a message or junk. */
  readonly error: unknown
  /** The page origin, named by the 'Invalid App Configuration' description. */
  readonly origin: string
}

/** The alert shown, or `undefined` when the error maps to none. */
export type ShowProviderErrorAlertReturnType = AlertCode | undefined
/** `showProviderErrorAlert` never throws, whatever `error` is. */
export type ShowProviderErrorAlertErrorType = never

/**
 * [ERR-013] Maps a provider error to its alert and shows it: origin not allowed → 'Invalid App
 * Configuration', JWT not yet valid → 'Session Expired', invalid key → 'Invalid Project ID'.
 */
export function showProviderErrorAlert(
  stores: ShowProviderErrorAlertStores,
  parameters: ShowProviderErrorAlertParameters,
): ShowProviderErrorAlertReturnType {
  const code = getProviderErrorAlert(parameters.error)
  if (code === undefined) return undefined
  showAlert(stores, { code, parameters: { origin: parameters.origin } })
  return code
}
