import { parseCookieString } from './parseCookieString.js'
import type { StorageBackend } from './StorageBackend.js'
import { type CookieAttributes, serializeCookie } from './serializeCookie.js'

export type CreateCookieStorageParameters = {
  /**
   * The current cookies as one string: the request's `Cookie` header on the server,
   * `document.cookie` in the browser. Called on every read; `undefined` counts as no cookies.
   */
  getCookieString: () => string | undefined
  /** Receives one `Set-Cookie` value per write or removal: append it to the response, or assign it to `document.cookie`. */
  setCookie: (setCookieValue: string) => void
  attributes?: CookieAttributes
}

/**
 * A storage backend over cookies, so a server render (e.g. Next.js) sees the same active network,
 * namespace and connection status as the browser. Cookie string in, `Set-Cookie` values out; it
 * touches no global.
 *
 * Writes and removals made through this backend are remembered and win over `getCookieString`,
 * because on the server the request's cookie string does not change when a response cookie is
 * set. (A cookie changed by another tab is therefore seen only by backends created after it.)
 *
 * @example
 * // Next.js route handler or server component
 * const backend = createCookieStorage({
 *   getCookieString: () => request.headers.get('cookie') ?? undefined,
 *   setCookie: (value) => response.headers.append('Set-Cookie', value),
 * })
 * // browser
 * createCookieStorage({ getCookieString: () => document.cookie, setCookie: (value) => { document.cookie = value } })
 */
export function createCookieStorage(parameters: CreateCookieStorageParameters): StorageBackend {
  const { getCookieString, setCookie, attributes = {} } = parameters
  // `null` marks a removal made here that the cookie string may not reflect yet.
  const written = new Map<string, string | null>()
  return {
    getItem: (key) => {
      const own = written.get(key)
      if (own !== undefined) return own
      return parseCookieString(getCookieString() ?? '').get(key) ?? null
    },
    setItem: (key, value) => {
      setCookie(serializeCookie(key, value, attributes))
      written.set(key, value)
    },
    removeItem: (key) => {
      setCookie(serializeCookie(key, '', { ...attributes, maxAgeSeconds: 0 }))
      written.set(key, null)
    },
  }
}
