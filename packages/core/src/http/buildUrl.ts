/** A query parameter value: `undefined` and `null` are left out, lists are joined by commas. */
export type QueryValue = string | number | boolean | bigint | null | undefined | readonly (string | number)[]

/** Query parameters of a request. */
export type QueryParameters = Readonly<Record<string, QueryValue>>

/**
 * Joins a base URL, a path and query parameters. The path is appended to the base URL's own path
 * whether or not it starts with `/` (spec §7 writes `v1/supported-chains` without one, A-37), and
 * parameters the base URL already has are kept.
 *
 * @example
 * buildUrl('https://api.example/', '/v1/x', { a: 1, b: undefined, c: ['x', 'y'] })
 * // 'https://api.example/v1/x?a=1&c=x%2Cy'
 */
export function buildUrl(baseUrl: string, path: string, parameters: QueryParameters = {}): string {
  const url = new URL(baseUrl)
  const basePath = url.pathname.replace(/\/+$/, '')
  const relativePath = path.replace(/^\/+/, '')
  url.pathname = relativePath === '' ? basePath || '/' : `${basePath}/${relativePath}`
  for (const [name, value] of Object.entries(parameters)) {
    if (value === undefined || value === null) continue
    url.searchParams.set(name, Array.isArray(value) ? value.join(',') : String(value))
  }
  return url.toString()
}
