import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { HttpStatusError } from '../errors/http.js'
import { createHttpClient, HTTP_RESPONSE_MAX_BYTES } from './createHttpClient.js'
import { startTestServer, type TestServer } from './startTestServer.test-helper.js'

let server: TestServer

beforeEach(async () => {
  server = await startTestServer({
    'GET /json': { body: { ok: true } },
    'POST /echo': (request) => ({ status: 201, body: { received: request.body } }),
    'PUT /echo': (request) => ({ body: { received: request.body } }),
    'DELETE /echo': { status: 204 },
    'GET /text': { body: 'not json' },
    'GET /teapot': { status: 418, body: { reasons: [{ description: 'short and stout' }] } },
    'GET /fail': { status: 500, body: 'boom' },
    'GET /hang': { hang: true },
    'GET /image': { body: Buffer.from([1, 2, 3]), headers: { 'content-type': 'image/png' } },
    'GET /reset': {
      respond: (response) => {
        response.writeHead(200, { 'content-type': 'application/json', 'content-length': '1000' })
        response.write('{"partial":')
        setTimeout(() => response.socket?.destroy(), 20)
      },
    },
    'GET /stall': {
      respond: (response) => {
        response.writeHead(200, { 'content-type': 'application/json' })
        response.write('{"stalled":')
      },
    },
    'GET /huge': {
      respond: (response) => {
        response.writeHead(200, { 'content-type': 'application/json' })
        const chunk = `${'1,'.repeat(512 * 1024)}`
        response.write('[')
        for (let index = 0; index < 10; index += 1) response.write(chunk)
        response.end('1]')
      },
    },
    'GET /huge-declared': {
      respond: (response) => {
        response.writeHead(200, { 'content-length': String(HTTP_RESPONSE_MAX_BYTES + 1) })
        response.write('[')
      },
    },
  })
})

afterEach(async () => {
  await server.close()
})

describe('createHttpClient', () => {
  it('[API-027] GET returns the parsed JSON body', async () => {
    const http = createHttpClient({ baseUrl: server.url })
    await expect(http.get({ path: '/json' })).resolves.toEqual({ ok: true })
    expect(server.requests[0]).toMatchObject({ method: 'GET', path: '/json', body: undefined })
  })

  it('[API-027] POST sends a JSON body with content-type application/json', async () => {
    const http = createHttpClient({ baseUrl: server.url })
    await expect(http.post({ path: '/echo', body: { a: [1, 2] } })).resolves.toEqual({
      received: { a: [1, 2] },
    })
    expect(server.requests[0]?.headers['content-type']).toBe('application/json')
  })

  it('[API-027] PUT sends a JSON body', async () => {
    const http = createHttpClient({ baseUrl: server.url })
    await expect(http.put({ path: '/echo', body: { b: 'x' } })).resolves.toEqual({ received: { b: 'x' } })
    expect(server.requests[0]?.method).toBe('PUT')
  })

  it('[API-027] DELETE works and an empty body reads as undefined', async () => {
    const http = createHttpClient({ baseUrl: server.url })
    await expect(http.delete({ path: '/echo', body: { id: 1 } })).resolves.toBeUndefined()
    expect(server.requests[0]).toMatchObject({ method: 'DELETE', body: { id: 1 } })
  })

  it('[API-028] appends clientId when a client id is set', async () => {
    const http = createHttpClient({ baseUrl: server.url, clientId: 'client-1' })
    await http.get({ path: '/json' })
    expect(server.requests[0]?.query).toEqual({ clientId: 'client-1' })
  })

  it('[API-028] sends no clientId when none is set', async () => {
    const http = createHttpClient({ baseUrl: server.url })
    await http.get({ path: '/json', parameters: { a: '1' } })
    expect(server.requests[0]?.query).toEqual({ a: '1' })
  })

  it('merges default parameters, per-request parameters and headers', async () => {
    const http = createHttpClient({
      baseUrl: server.url,
      defaultParameters: { projectId: 'p1', st: 'atrium' },
      headers: { 'x-sdk': 'atrium' },
    })
    await http.get({ path: '/json', parameters: { st: 'override', page: 2 }, headers: { 'x-extra': '1' } })
    expect(server.requests[0]?.query).toEqual({ projectId: 'p1', st: 'override', page: '2' })
    expect(server.requests[0]?.headers).toMatchObject({ 'x-sdk': 'atrium', 'x-extra': '1' })
  })

  it('[API-029] a non-OK status raises exactly "HTTP status code: N" with the status and body kept', async () => {
    const http = createHttpClient({ baseUrl: server.url })
    const error = await http.get({ path: '/teapot' }).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(HttpStatusError)
    expect(error).toMatchObject({
      name: 'HttpStatusError',
      code: 'HTTP_STATUS',
      message: 'HTTP status code: 418',
      status: 418,
      body: { reasons: [{ description: 'short and stout' }] },
    })
  })

  it('[API-029] a 500 raises "HTTP status code: 500"', async () => {
    const http = createHttpClient({ baseUrl: server.url })
    await expect(http.get({ path: '/fail' })).rejects.toThrow(/^HTTP status code: 500$/)
    await expect(http.get({ path: '/missing' })).rejects.toThrow('HTTP status code: 404')
  })

  it('a body that is not JSON is a typed InvalidResponseError', async () => {
    const http = createHttpClient({ baseUrl: server.url })
    await expect(http.get({ path: '/text' })).rejects.toMatchObject({
      code: 'SERVICE_INVALID_RESPONSE',
      message: 'Unexpected response from GET /text',
    })
  })

  it('times out with "The request took too long to respond."', async () => {
    const http = createHttpClient({ baseUrl: server.url, timeoutMs: 50 })
    await expect(http.get({ path: '/hang' })).rejects.toMatchObject({
      code: 'REQUEST_TIMEOUT',
      message: 'The request took too long to respond.',
    })
  })

  it('a caller abort fails with "Request was aborted"', async () => {
    const http = createHttpClient({ baseUrl: server.url })
    const controller = new AbortController()
    const pending = http.get({ path: '/hang', signal: controller.signal })
    controller.abort()
    await expect(pending).rejects.toMatchObject({ code: 'REQUEST_ABORTED', message: 'Request was aborted' })
  })

  it('a refused connection is an HttpRequestError', async () => {
    const closed = await startTestServer()
    await closed.close()
    const http = createHttpClient({ baseUrl: closed.url })
    await expect(http.get({ path: '/json' })).rejects.toMatchObject({ code: 'HTTP_REQUEST_FAILED' })
  })

  it('uses the injected fetch', async () => {
    const calls: string[] = []
    const http = createHttpClient({
      baseUrl: server.url,
      fetch: (input, init) => {
        calls.push(String(input))
        return fetch(input, init)
      },
    })
    await http.get({ path: '/json' })
    expect(calls).toEqual([`${server.url}/json`])
  })

  it('[API-024] getBlob returns the binary body and getUrl the full URL', async () => {
    const http = createHttpClient({ baseUrl: server.url, defaultParameters: { projectId: 'p1' } })
    const blob = await http.getBlob({ path: '/image' })
    expect([...new Uint8Array(await blob.arrayBuffer())]).toEqual([1, 2, 3])
    expect(blob.type).toBe('image/png')
    expect(http.getUrl({ path: '/image' })).toBe(`${server.url}/image?projectId=p1`)
  })

  it('a connection reset while the body is read is an HttpRequestError, not a raw TypeError', async () => {
    const http = createHttpClient({ baseUrl: server.url })
    await expect(http.get({ path: '/reset' })).rejects.toMatchObject({
      name: 'HttpRequestError',
      code: 'HTTP_REQUEST_FAILED',
    })
  })

  it('[RPC-012] a body that stalls after the headers times out with the typed error', async () => {
    const http = createHttpClient({ baseUrl: server.url, timeoutMs: 100 })
    await expect(http.get({ path: '/stall' })).rejects.toMatchObject({
      name: 'HttpTimeoutError',
      code: 'REQUEST_TIMEOUT',
      message: 'The request took too long to respond.',
    })
    await expect(http.getBlob({ path: '/stall' })).rejects.toMatchObject({ code: 'REQUEST_TIMEOUT' })
  })

  it('[RPC-005] a caller abort while the body is read fails with "Request was aborted"', async () => {
    const http = createHttpClient({ baseUrl: server.url })
    const controller = new AbortController()
    const pending = http.get({ path: '/stall', signal: controller.signal })
    await waitUntil(() => server.requests.length === 1)
    controller.abort()
    await expect(pending).rejects.toMatchObject({ code: 'REQUEST_ABORTED', message: 'Request was aborted' })
  })

  it('a body over HTTP_RESPONSE_MAX_BYTES is refused, streamed or declared, without reading it all', async () => {
    const http = createHttpClient({ baseUrl: server.url })
    await expect(http.get({ path: '/huge' })).rejects.toMatchObject({
      code: 'SERVICE_INVALID_RESPONSE',
      message: 'Unexpected response from GET /huge',
      details: `response body over ${HTTP_RESPONSE_MAX_BYTES} bytes`,
    })
    await expect(http.getBlob({ path: '/huge-declared' })).rejects.toMatchObject({
      code: 'SERVICE_INVALID_RESPONSE',
    })
    const small = createHttpClient({ baseUrl: server.url, maxResponseBytes: 4 })
    await expect(small.get({ path: '/json' })).rejects.toMatchObject({ code: 'SERVICE_INVALID_RESPONSE' })
  })

  it('[RPC-015] an opted-in 429 is sent again after its Retry-After, then succeeds', async () => {
    let calls = 0
    server.routes['GET /limited'] = () => {
      calls += 1
      return calls === 1 ? { status: 429, headers: { 'retry-after': '0' } } : { body: { ok: true } }
    }
    const http = createHttpClient({ baseUrl: server.url, rateLimitRetries: 3 })
    await expect(http.get({ path: '/limited' })).resolves.toEqual({ ok: true })
    expect(calls).toBe(2)
  })

  it('[RPC-013] a 429 is retried 3 times at most, then fails with its status; without opting in, at once', async () => {
    server.routes['GET /always-limited'] = { status: 429, headers: { 'retry-after': '0' }, body: 'slow down' }
    const retrying = createHttpClient({ baseUrl: server.url, rateLimitRetries: 3 })
    await expect(retrying.get({ path: '/always-limited' })).rejects.toMatchObject({
      message: 'HTTP status code: 429',
      body: 'slow down',
    })
    expect(server.requests).toHaveLength(4)
    await expect(
      createHttpClient({ baseUrl: server.url }).get({ path: '/always-limited' }),
    ).rejects.toMatchObject({
      status: 429,
    })
    expect(server.requests).toHaveLength(5)
  })

  it('[RPC-005] a caller abort during a 429 wait fails with "Request was aborted"', async () => {
    server.routes['GET /long-limited'] = { status: 429, headers: { 'retry-after': '3600' } }
    const http = createHttpClient({ baseUrl: server.url, rateLimitRetries: 3 })
    const controller = new AbortController()
    const pending = http.get({ path: '/long-limited', signal: controller.signal })
    await waitUntil(() => server.requests.length === 1)
    controller.abort()
    await expect(pending).rejects.toMatchObject({ code: 'REQUEST_ABORTED' })
  })
})

async function waitUntil(condition: () => boolean): Promise<void> {
  for (let tries = 0; !condition(); tries += 1) {
    if (tries > 500) throw new Error('condition not met in 5 s')
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
}
