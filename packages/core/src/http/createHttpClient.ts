import { getRetryDelayMs, SERVICE_REQUEST_TIMEOUT_MS } from '@atrium/common'
import {
  HttpAbortError,
  HttpRequestError,
  HttpStatusError,
  HttpTimeoutError,
  InvalidResponseError,
} from '../errors/http.js'
import { createUrlBuilder, type QueryParameters } from './buildUrl.js'

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
  /**
   * Time a whole request may take, the response body included. Defaults to
   * `SERVICE_REQUEST_TIMEOUT_MS` (30 s); `0` disables the timeout.
   */
  timeoutMs?: number
  /** Largest response body read; a larger one fails with `InvalidResponseError`. Defaults to `HTTP_RESPONSE_MAX_BYTES`. */
  maxResponseBytes?: number
  /**
   * Times a request answered with HTTP 429 is sent again, after its `Retry-After` (capped at
   * `RETRY_AFTER_MAX_MS`) or 150, 300, 600 ms. Defaults to 0: only services that rate-limit opt in.
   */
  rateLimitRetries?: number
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
 * Every way a request can fail: a non-OK status ('HTTP status code: N'), no response or a
 * connection lost while the body was read, a timeout, the caller's abort, or a body that is not
 * JSON or is too large.
 */
export type HttpErrorType =
  | HttpStatusError
  | HttpRequestError
  | HttpTimeoutError
  | HttpAbortError
  | InvalidResponseError

/** Longest response text kept on an `HttpStatusError`. */
const ERROR_BODY_MAX_CHARS = 10_000

/**
 * Largest response body the client reads (8 MiB). The biggest answers are directory pages and
 * wallet images, far below it; a service sending more is broken or hostile, and reading it all
 * would freeze a phone.
 */
export const HTTP_RESPONSE_MAX_BYTES = 8 * 1024 * 1024

function parseErrorBody(text: string): unknown {
  const kept = text.slice(0, ERROR_BODY_MAX_CHARS)
  try {
    return JSON.parse(kept)
  } catch {
    return kept
  }
}

/** Thrown inside a request when the body outgrows the limit; mapped to `InvalidResponseError`. */
class BodyTooLargeError extends Error {}

/**
 * Reads a response body up to `maxBytes`, stopping as soon as `signal` aborts: the caller's
 * deadline covers the body too, so a server that sends its headers and then stalls cannot keep
 * the request pending.
 */
async function readBody(
  response: Response,
  signal: AbortSignal,
  maxBytes: number,
): Promise<Uint8Array<ArrayBuffer>> {
  const declared = Number(response.headers.get('content-length'))
  const reader = response.body?.getReader()
  if (reader === undefined) return new Uint8Array()
  if (declared > maxBytes) {
    await reader.cancel().catch(() => undefined)
    throw new BodyTooLargeError()
  }
  const onAbort = () => void reader.cancel(signal.reason).catch(() => undefined)
  signal.addEventListener('abort', onAbort, { once: true })
  try {
    const chunks: Uint8Array[] = []
    let size = 0
    while (!signal.aborted) {
      const { done, value } = await reader.read()
      if (done) break
      size += value.byteLength
      if (size > maxBytes) {
        await reader.cancel().catch(() => undefined)
        throw new BodyTooLargeError()
      }
      chunks.push(value)
    }
    // A cancelled read ends like a finished one: an abort must not pass for a short body.
    if (signal.aborted) throw signal.reason
    const bytes = new Uint8Array(size)
    let offset = 0
    for (const chunk of chunks) {
      bytes.set(chunk, offset)
      offset += chunk.byteLength
    }
    return bytes
  } finally {
    signal.removeEventListener('abort', onAbort)
  }
}

/** A response read in full: status, headers and body bytes. */
type HttpExchange = { readonly response: Response; readonly bytes: Uint8Array<ArrayBuffer> }

const waitFor = (ms: number, signal: AbortSignal | undefined) =>
  new Promise<void>((resolve, reject) => {
    if (signal?.aborted === true) {
      reject(new HttpAbortError({ cause: signal.reason }))
      return
    }
    const onAbort = () => {
      clearTimeout(timer)
      reject(new HttpAbortError({ cause: signal?.reason }))
    }
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort)
      resolve()
    }, ms)
    signal?.addEventListener('abort', onAbort, { once: true })
  })

/**
 * A small JSON client over `fetch` (API-027..029): GET/POST/PUT/DELETE with JSON bodies, query
 * parameters, `clientId` when set, a timeout over the whole request (body included), a bounded
 * body size, opt-in retries of HTTP 429, and typed errors for every failure. Response bodies come
 * back as `unknown`: callers validate them (zod) before use. An empty body reads as `undefined`.
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
    maxResponseBytes = HTTP_RESPONSE_MAX_BYTES,
    rateLimitRetries = 0,
  } = parameters

  const getUrl = createUrlBuilder({ baseUrl, clientId, defaultParameters })

  /**
   * One request and its whole body under one deadline. The deadline is a controller and a timer
   * held here and cleared at the end: `AbortSignal.timeout` inside `AbortSignal.any` can be
   * garbage-collected on Node 20 while the body is read, and the request then never settles.
   */
  async function exchangeOnce(method: HttpMethod, request: HttpRequestParameters): Promise<HttpExchange> {
    const url = getUrl(request)
    const deadline = new AbortController()
    let timedOut = false
    const timer =
      timeoutMs > 0
        ? setTimeout(() => {
            timedOut = true
            deadline.abort()
          }, timeoutMs)
        : undefined
    const onCallerAbort = () => deadline.abort(request.signal?.reason)
    if (request.signal?.aborted === true) onCallerAbort()
    request.signal?.addEventListener('abort', onCallerAbort, { once: true })
    const hasBody = request.body !== undefined
    const init: RequestInit = {
      method,
      headers: { ...(hasBody ? { 'content-type': 'application/json' } : {}), ...headers, ...request.headers },
      ...(hasBody ? { body: JSON.stringify(request.body) } : {}),
      signal: deadline.signal,
    }
    const fail = (cause: unknown): never => {
      if (cause instanceof BodyTooLargeError) {
        throw new InvalidResponseError(
          { service: `${method} ${request.path}` },
          { details: `response body over ${maxResponseBytes} bytes` },
        )
      }
      if (request.signal?.aborted === true) throw new HttpAbortError({ cause })
      if (timedOut) throw new HttpTimeoutError({ cause, details: `${method} ${url}` })
      throw new HttpRequestError({ cause, details: `${method} ${url}` })
    }
    try {
      const response = await (parameters.fetch ?? globalThis.fetch)(url, init)
      const bytes = await readBody(response, deadline.signal, maxResponseBytes)
      return { response, bytes }
    } catch (cause) {
      return fail(cause)
    } finally {
      clearTimeout(timer)
      request.signal?.removeEventListener('abort', onCallerAbort)
    }
  }

  /** `exchangeOnce`, sent again after a 429 while retries are left; any other non-OK status throws. */
  async function exchange(method: HttpMethod, request: HttpRequestParameters): Promise<HttpExchange> {
    for (let retry = 0; ; retry += 1) {
      const exchanged = await exchangeOnce(method, request)
      const { response, bytes } = exchanged
      if (response.ok) return exchanged
      if (response.status !== 429 || retry >= rateLimitRetries) {
        const text = new TextDecoder().decode(bytes.subarray(0, ERROR_BODY_MAX_CHARS * 4))
        throw new HttpStatusError({
          status: response.status,
          body: parseErrorBody(text),
          url: getUrl(request),
        })
      }
      await waitFor(
        getRetryDelayMs({ retry, retryAfter: response.headers.get('Retry-After'), now: Date.now() }),
        request.signal,
      )
    }
  }

  async function requestJson(method: HttpMethod, request: HttpRequestParameters): Promise<unknown> {
    const { bytes } = await exchange(method, request)
    if (bytes.byteLength === 0) return undefined
    try {
      return JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes))
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
    /** GET of a binary body (images, API-024/025), typed with the response's content type. */
    getBlob: async (request: Omit<HttpRequestParameters, 'body'>): Promise<Blob> => {
      const { response, bytes } = await exchange('GET', request)
      return new Blob([bytes], { type: response.headers.get('content-type') ?? '' })
    },
  }
}

/** A client made by `createHttpClient`. */
export type HttpClient = ReturnType<typeof createHttpClient>
