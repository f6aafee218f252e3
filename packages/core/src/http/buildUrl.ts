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

export type CreateUrlBuilderParameters = {
  /** Base URL every path is appended to. */
  readonly baseUrl: string
  /** [API-028] Sent as the `clientId` query parameter when set; nothing is sent when absent. */
  readonly clientId?: string | undefined
  /** Query parameters of every URL (e.g. `st`, `sv`, `projectId`); per-request ones win. */
  readonly defaultParameters?: QueryParameters
}

/** What a URL is built from: a path and its own query parameters. */
export type UrlRequest = { readonly path: string; readonly parameters?: QueryParameters | undefined }

/**
 * The URLs of one service: `buildUrl` with its base URL, default parameters and `clientId`. The
 * HTTP client requests them; an image source only needs the URL, without the client's code.
 *
 * @example
 * const getUrl = createUrlBuilder({ baseUrl: 'https://api.example', defaultParameters: { st: 'x' } })
 * getUrl({ path: '/a', parameters: { b: 1 } }) // 'https://api.example/a?st=x&b=1'
 */
export function createUrlBuilder(parameters: CreateUrlBuilderParameters): (request: UrlRequest) => string {
  const { baseUrl, clientId, defaultParameters = {} } = parameters
  return (request) =>
    buildUrl(baseUrl, request.path, {
      ...defaultParameters,
      ...request.parameters,
      ...(clientId === undefined ? {} : { clientId }),
    })
}
