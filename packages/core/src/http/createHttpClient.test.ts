import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { HttpStatusError } from '../errors/http.js'
import { createHttpClient } from './createHttpClient.js'
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
})
