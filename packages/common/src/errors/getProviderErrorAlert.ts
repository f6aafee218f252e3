import type { AlertCode } from './alertCatalogue.js'
import { collectErrorTexts } from './collectErrorTexts.js'

/**
 * [ERR-013] Texts the WalletConnect relay / universal provider puts in its errors, each mapped to
 * the alert it shows. Matched case-insensitively as substrings, because providers prefix them
 * ('Unauthorized: origin not allowed', 'JWT validation error: JWT Token is not yet valid').
 */
export const PROVIDER_ERROR_ALERTS = [
  { match: 'origin not allowed', alert: 'ALERT_ORIGIN_NOT_ALLOWED' },
  { match: 'jwt token is not yet valid', alert: 'ALERT_SESSION_EXPIRED' },
  { match: 'invalid key', alert: 'ALERT_INVALID_PROJECT_ID' },
] as const satisfies readonly { match: string; alert: AlertCode }[]

/**
 * The alert a provider error maps to, or `undefined` when it maps to none. Accepts an error, a
 * message string or any junk, follows `cause` chains and never throws.
 */
export function getProviderErrorAlert(error: unknown): AlertCode | undefined {
  const text = collectErrorTexts(error).flat().join('\n').toLowerCase()
  return PROVIDER_ERROR_ALERTS.find(({ match }) => text.includes(match))?.alert
}
