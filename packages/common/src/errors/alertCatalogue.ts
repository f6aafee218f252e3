import { fillTemplate, type TemplateValue } from './fillTemplate.js'

/** An alert the modal shows as a banner: stable code, short title and longer description. */
export type Alert = { readonly code: AlertCode; readonly title: string; readonly description: string }

/**
 * [ERR-006..014] The alerts of spec §8. Titles are quoted by the spec; descriptions and the
 * 'Network Not Found' / 'Project ID Not Configured' triggers are ours (ERR-014).
 */
export const ALERT_CATALOGUE = {
  /** [ERR-006] Shown when a configured default or stored active network is not among the app's networks. */
  ALERT_NETWORK_NOT_FOUND: {
    code: 'ALERT_NETWORK_NOT_FOUND',
    title: 'Network Not Found',
    description:
      'This network is not configured for this app. Add it to the "networks" option of createAppKit.',
  },
  /** [ERR-007][ERR-008] Origin not on the project's allowlist, or analytics answered HTTP 403. */
  ALERT_ORIGIN_NOT_ALLOWED: {
    code: 'ALERT_ORIGIN_NOT_ALLOWED',
    title: 'Invalid App Configuration',
    description:
      'The origin {origin} is not on the allowlist of this project. Add it in the project settings.',
  },
  /** [ERR-009] The embedded wallet did not load within `EMBEDDED_WALLET_LOAD_TIMEOUT_MS`. */
  ALERT_EMBEDDED_WALLET_TIMEOUT: {
    code: 'ALERT_EMBEDDED_WALLET_TIMEOUT',
    title: 'Invalid App Configuration',
    description:
      'The embedded wallet failed to load. Check that this domain is allowed in the project settings.',
  },
  /** [ERR-010] */
  ALERT_SESSION_EXPIRED: {
    code: 'ALERT_SESSION_EXPIRED',
    title: 'Session Expired',
    description:
      'Your session is not valid. Check the date and time settings of your device, then connect again.',
  },
  /** [ERR-011] */
  ALERT_INVALID_PROJECT_ID: {
    code: 'ALERT_INVALID_PROJECT_ID',
    title: 'Invalid Project ID',
    description: 'The project ID was rejected. Check the "projectId" option against your project settings.',
  },
  /** [ERR-012] Shown when the app is created without a `projectId`. */
  ALERT_PROJECT_ID_NOT_CONFIGURED: {
    code: 'ALERT_PROJECT_ID_NOT_CONFIGURED',
    title: 'Project ID Not Configured',
    description: 'No project ID is set. Pass "projectId" to createAppKit to enable wallet connections.',
  },
} as const

/** A stable alert code. */
export type AlertCode = keyof typeof ALERT_CATALOGUE

/** The alert of `code` with the placeholders of its description filled (e.g. `{ origin }`). */
export function formatAlert(
  code: AlertCode,
  parameters: Readonly<Record<string, TemplateValue>> = {},
): Alert {
  const entry = ALERT_CATALOGUE[code]
  return { code, title: entry.title, description: fillTemplate(entry.description, parameters) }
}
