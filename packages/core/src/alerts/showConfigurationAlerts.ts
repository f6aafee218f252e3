import type { CaipNetworkId } from '@atrium/common'
import type { AlertsStore } from './createAlertsStore.js'
import { showAlert } from './showAlert.js'

/** Stores `showConfigurationAlerts` touches. */
export type ShowConfigurationAlertsStores = { readonly alerts: AlertsStore }

/** Parameters of `showConfigurationAlerts`: the parts of the configuration the alerts check. */
export type ShowConfigurationAlertsParameters = {
  readonly projectId: string | undefined
  /** The network the app starts on: the `defaultNetwork` option or the stored active network. */
  readonly initialCaipNetworkId: CaipNetworkId | undefined
  /** The ids of the app's configured networks. */
  readonly caipNetworkIds: readonly CaipNetworkId[]
}

/** The alert shown, if any. */
export type ShowConfigurationAlertsReturnType =
  | 'ALERT_PROJECT_ID_NOT_CONFIGURED'
  | 'ALERT_NETWORK_NOT_FOUND'
  | undefined
/** `showConfigurationAlerts` never throws. */
export type ShowConfigurationAlertsErrorType = never

/**
 * [ERR-012][ERR-006][ERR-014] The triggers the spec leaves open: 'Project ID Not Configured' when
 * the app is created without a project id (it wins: without one nothing remote works), otherwise
 * 'Network Not Found' when the initial network is not among the configured networks.
 */
export function showConfigurationAlerts(
  stores: ShowConfigurationAlertsStores,
  parameters: ShowConfigurationAlertsParameters,
): ShowConfigurationAlertsReturnType {
  const { projectId, initialCaipNetworkId, caipNetworkIds } = parameters
  if (projectId === undefined || projectId.trim() === '') {
    showAlert(stores, { code: 'ALERT_PROJECT_ID_NOT_CONFIGURED' })
    return 'ALERT_PROJECT_ID_NOT_CONFIGURED'
  }
  if (initialCaipNetworkId !== undefined && !caipNetworkIds.includes(initialCaipNetworkId)) {
    showAlert(stores, { code: 'ALERT_NETWORK_NOT_FOUND' })
    return 'ALERT_NETWORK_NOT_FOUND'
  }
  return undefined
}
