import { type AlertCode, formatAlert, type TemplateValue } from '@atrium/common'
import type { AlertsStore } from './createAlertsStore.js'
import { reduceShowAlert } from './transitions.js'

/** Stores `showAlert` touches. */
export type ShowAlertStores = { readonly alerts: AlertsStore }

/** Parameters of `showAlert`. */
export type ShowAlertParameters = {
  readonly code: AlertCode
  /** Values of the description's placeholders, e.g. `{ origin }`. */
  readonly parameters?: Readonly<Record<string, TemplateValue>>
  /** Show this alert at most once per store (page load) under this key. */
  readonly onceKey?: string
}

/** Whether the alert was shown (false when its `onceKey` was used before). */
export type ShowAlertReturnType = boolean
/** `showAlert` never throws. */
export type ShowAlertErrorType = never

/** [ERR-006..014] Shows an alert of the catalogue by its code. */
export function showAlert(stores: ShowAlertStores, parameters: ShowAlertParameters): ShowAlertReturnType {
  const before = stores.alerts.getState()
  const alert = formatAlert(parameters.code, parameters.parameters)
  stores.alerts.setState((state) => reduceShowAlert(state, { alert, onceKey: parameters.onceKey }))
  return stores.alerts.getState() !== before
}
