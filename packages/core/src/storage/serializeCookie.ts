/** Attributes of the cookies the cookie storage writes. */
export type CookieAttributes = {
  /** Defaults to `'/'` so every route of the app reads the same items. */
  path?: string
  domain?: string
  /** Lifetime in seconds; defaults to `COOKIE_MAX_AGE_SECONDS`. `0` deletes the cookie. */
  maxAgeSeconds?: number
  /** Defaults to `'Lax'`. */
  sameSite?: 'Strict' | 'Lax' | 'None'
  /** Adds `Secure`; required by browsers when `sameSite` is `'None'`. */
  secure?: boolean
}

/**
 * Lifetime of a cookie written by the cookie storage: 400 days, the longest that current browsers
 * keep a cookie (RFC 6265bis caps `Max-Age` there), so stored choices last like localStorage's.
 */
export const COOKIE_MAX_AGE_SECONDS = 400 * 24 * 60 * 60

/**
 * A `Set-Cookie` header value (also valid for `document.cookie = …`) with the name and value
 * URI-encoded, e.g. `'%40atrium%2Factive_namespace=eip155; Path=/; Max-Age=34560000; SameSite=Lax'`.
 */
export function serializeCookie(name: string, value: string, attributes: CookieAttributes = {}): string {
  const parts = [`${encodeURIComponent(name)}=${encodeURIComponent(value)}`]
  parts.push(`Path=${attributes.path ?? '/'}`)
  if (attributes.domain !== undefined) parts.push(`Domain=${attributes.domain}`)
  parts.push(`Max-Age=${Math.max(0, Math.floor(attributes.maxAgeSeconds ?? COOKIE_MAX_AGE_SECONDS))}`)
  parts.push(`SameSite=${attributes.sameSite ?? 'Lax'}`)
  if (attributes.secure === true) parts.push('Secure')
  return parts.join('; ')
}
