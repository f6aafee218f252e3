import { PREFERRED_ACCOUNT_TYPES, type PreferredAccountType } from '../constants/account.js'

/** [ACCT-004] True when `value` is 'eoa' or 'smartAccount'. Never throws. */
export function isPreferredAccountType(value: unknown): value is PreferredAccountType {
  return typeof value === 'string' && (PREFERRED_ACCOUNT_TYPES as readonly string[]).includes(value)
}
