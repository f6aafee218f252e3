import { SERVICE_REQUEST_TIMEOUT_MS } from '@atrium/common'
import {
  HttpAbortError,
  HttpRequestError,
  HttpStatusError,
  HttpTimeoutError,
  InvalidResponseError,
} from '../errors/http.js'
import { buildUrl, type QueryParameters } from './buildUrl.js'

/** The HTTP methods the client speaks (API-027). */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE'

export type CreateHttpClientParameters = {
  /** Base URL every path is appended to. */
  baseUrl: string
  /** [API-028] Sent as the `clientId` query parameter when set; nothing is sent when absent. */
  clientId?: string | undefined
  /** Query parameters of every request (e.g. `st`, `sv`, `projectId`); per-request ones win. */
  defaultParameters?: QueryParameters
  /** Headers of every request. */
  headers?: Readonly<Record<string, string>>
  /** Defaults to `SERVICE_REQUEST_TIMEOUT_MS` (30 s); `0` disables the timeout. */
  timeoutMs?: number
  /** Defaults to the global `fetch`, looked up per request. */
  fetch?: typeof fetch
}

export type HttpRequestParameters = {
  path: string
  /** Query parameters of this request (see `buildUrl`). */
  parameters?: QueryParameters
  /** Sent as JSON with `content-type: application/json`. */
  body?: unknown
  headers?: Readonly<Record<string, string>>
  /** Aborts the request; it then fails with 'Request was aborted'. */
  signal?: AbortSignal
}

/**
 * Every way a request can fail: a non-OK status ('HTTP status code: N'), no response, a timeout,
 * the caller's abort, or a body that is not JSON.
 */
export type HttpErrorType =
  | HttpStatusError
  | HttpRequestError
  | HttpTimeoutError
  | HttpAbortError
  | InvalidResponseError

/** Longest response text kept on an `HttpStatusError`. */
const ERROR_BODY_MAX_CHARS = 10_000

function parseErrorBody(text: string): unknown {
  const kept = text.slice(0, ERROR_BODY_MAX_CHARS)
  try {
    return JSON.parse(kept)
  } catch {
    return kept
  }
}

/**
 * A small JSON client over `fetch` (API-027..029): GET/POST/PUT/DELETE with JSON bodies, query
 * parameters, `clientId` when set, a timeout, and typed errors. Response bodies come back as
 * `unknown`: callers validate them (zod) before use. An empty body reads as `undefined`.
 *
 * @example
 * const http = createHttpClient({ baseUrl: 'https://rpc.example', defaultParameters: { projectId } })
 * const body = await http.get({ path: '/v1/identity/0xab…', parameters: { sender: '0xab…' } })
 */
export function createHttpClient(parameters: CreateHttpClientParameters) {
  const {
    baseUrl,
    clientId,
    defaultParameters = {},
    headers = {},
    timeoutMs = SERVICE_REQUEST_TIMEOUT_MS,
  } = parameters

  const getUrl = (request: Pick<HttpRequestParameters, 'path' | 'parameters'>): string =>
    buildUrl(baseUrl, request.path, {
      ...defaultParameters,
      ...request.parameters,
      ...(clientId === undefined ? {} : { clientId }),
    })

  async function send(method: HttpMethod, request: HttpRequestParameters): Promise<Response> {
    const url = getUrl(request)
    const signals: AbortSignal[] = []
    const timeoutSignal = timeoutMs > 0 ? AbortSignal.timeout(timeoutMs) : undefined
    if (timeoutSignal !== undefined) signals.push(timeoutSignal)
    if (request.signal !== undefined) signals.push(request.signal)
    const hasBody = request.body !== undefined
    const init: RequestInit = {
      method,
      headers: { ...(hasBody ? { 'content-type': 'application/json' } : {}), ...headers, ...request.headers },
      ...(hasBody ? { body: JSON.stringify(request.body) } : {}),
      ...(signals.length > 0 ? { signal: AbortSignal.any(signals) } : {}),
    }
    let response: Response
    try {
      response = await (parameters.fetch ?? globalThis.fetch)(url, init)
    } catch (cause) {
      if (request.signal?.aborted === true) throw new HttpAbortError({ cause })
      if (timeoutSignal?.aborted === true) throw new HttpTimeoutError({ cause, details: `${method} ${url}` })
      throw new HttpRequestError({ cause, details: `${method} ${url}` })
    }
    if (!response.ok) {
      const text = await response.text().catch(() => '')
      throw new HttpStatusError({ status: response.status, body: parseErrorBody(text), url })
    }
    return response
  }

  async function requestJson(method: HttpMethod, request: HttpRequestParameters): Promise<unknown> {
    const response = await send(method, request)
    const text = await response.text()
    if (text === '') return undefined
    try {
      return JSON.parse(text)
    } catch (cause) {
      throw new InvalidResponseError({ service: `${method} ${request.path}` }, { cause })
    }
  }

  return {
    baseUrl,
    /** The full URL of a GET request, e.g. for an `<img src>`. */
    getUrl,
    get: (request: Omit<HttpRequestParameters, 'body'>): Promise<unknown> => requestJson('GET', request),
    post: (request: HttpRequestParameters): Promise<unknown> => requestJson('POST', request),
    put: (request: HttpRequestParameters): Promise<unknown> => requestJson('PUT', request),
    delete: (request: HttpRequestParameters): Promise<unknown> => requestJson('DELETE', request),
    /** GET of a binary body (images, API-024/025). */
    getBlob: async (request: Omit<HttpRequestParameters, 'body'>): Promise<Blob> =>
      (await send('GET', request)).blob(),
  }
}

/** A client made by `createHttpClient`. */
export type HttpClient = ReturnType<typeof createHttpClient>
