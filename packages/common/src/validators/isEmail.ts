/**
 * WHATWG's "valid email address" grammar (what `<input type="email">` accepts), narrowed to require
 * a dot in the domain: login emails must be deliverable on the public internet.
 */
const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/

/** RFC 5321 limits: 64 characters before the '@', 254 in total. */
const MAX_LOCAL_PART_CHARS = 64
const MAX_EMAIL_CHARS = 254

/** [FRAME-019] True when `value` is a valid login email address. Never throws. */
export function isEmail(value: unknown): value is string {
  if (typeof value !== 'string' || value.length > MAX_EMAIL_CHARS) return false
  const at = value.lastIndexOf('@')
  return at > 0 && at <= MAX_LOCAL_PART_CHARS && EMAIL_PATTERN.test(value)
}
