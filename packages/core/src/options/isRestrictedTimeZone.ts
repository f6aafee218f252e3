import { RESTRICTED_TIME_ZONES } from '@atrium/common'

/**
 * [OPT-014] Whether `timeZone` (an IANA name, e.g. from
 * `Intl.DateTimeFormat().resolvedOptions().timeZone`, injected by the caller) is one of the
 * restricted time zones, compared case-insensitively. Effect (chosen, A-54): the on-ramp is not
 * offered there (see `getAvailableWalletFeatures`).
 */
export function isRestrictedTimeZone(timeZone: string | undefined): boolean {
  if (timeZone === undefined) return false
  const normalized = timeZone.trim().toLowerCase()
  return RESTRICTED_TIME_ZONES.some((zone) => zone.toLowerCase() === normalized)
}
