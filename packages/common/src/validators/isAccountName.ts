import {
  ACCOUNT_NAME_MIN_CHARS,
  ACCOUNT_NAME_SUFFIX,
  LEGACY_ACCOUNT_NAME_SUFFIX,
} from '../constants/names.js'

const LABEL_PATTERN = /^[A-Za-z0-9-]+$/

/**
 * [NAME-009] The label of an account name: the name without a trailing '.reown.id' or legacy
 * '.wcn.id' suffix (matched case-insensitively). Never throws on strings.
 */
export function getAccountNameLabel(name: string): string {
  const lower = name.toLowerCase()
  for (const suffix of [ACCOUNT_NAME_SUFFIX, LEGACY_ACCOUNT_NAME_SUFFIX]) {
    if (lower.endsWith(suffix)) return name.slice(0, -suffix.length)
  }
  return name
}

/**
 * [VAL-001] True when the label of `value` (A-27: the part before the suffix) holds only ASCII
 * letters of either case, digits and hyphens, and is at least 4 characters long. Never throws.
 */
export function isAccountName(value: unknown): value is string {
  if (typeof value !== 'string') return false
  const label = getAccountNameLabel(value)
  return label.length >= ACCOUNT_NAME_MIN_CHARS && LABEL_PATTERN.test(label)
}
