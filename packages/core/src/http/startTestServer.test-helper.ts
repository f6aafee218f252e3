import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

/** A request the test server received. */
export type RecordedRequest = {
  readonly method: string
  readonly path: string
  readonly query: Readonly<Record<string, string>>
  readonly headers: IncomingMessage['headers']
  /** Parsed JSON when the body is JSON, else its text; `undefined` when empty. */
  readonly body: unknown
}

/** How the server answers one route. `body` is sent as JSON unless it is a string or a Buffer. */
export type TestRoute = {
  readonly status?: number
  readonly body?: unknown
  readonly headers?: Readonly<Record<string, string>>
  /** Never answer (to exercise timeouts). */
  readonly hang?: boolean
  /** Writes the answer itself (a stalled or broken body); the other fields are ignored. */
  readonly respond?: (response: ServerResponse) => void
}

/** Route key: `'<METHOD> <path>'`, e.g. `'GET /v1/identity/0xabc'`. */
export type TestRoutes = Record<string, TestRoute | ((request: RecordedRequest) => TestRoute)>

async function readBody(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  const text = Buffer.concat(chunks).toString('utf8')
  if (text === '') return undefined
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}

/**
 * Starts a real HTTP server on 127.0.0.1 (port chosen by the OS) that records every request and
 * answers from `routes`; unknown routes get 404. Test-only: excluded from the build.
 */
export async function startTestServer(routes: TestRoutes = {}) {
  const requests: RecordedRequest[] = []
  const server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://127.0.0.1')
      const recorded: RecordedRequest = {
        method: request.method ?? 'GET',
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        headers: request.headers,
        body: await readBody(request),
      }
      requests.push(recorded)
      const handler = routes[`${recorded.method} ${recorded.path}`]
      const route = typeof handler === 'function' ? handler(recorded) : (handler ?? { status: 404, body: '' })
      if (route.hang === true) return
      if (route.respond !== undefined) {
        route.respond(response)
        return
      }
      const isRaw = typeof route.body === 'string' || Buffer.isBuffer(route.body)
      const payload =
        route.body === undefined ? '' : isRaw ? (route.body as string | Buffer) : JSON.stringify(route.body)
      response.writeHead(route.status ?? 200, {
        ...(isRaw || route.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...route.headers,
      })
      response.end(payload)
    })()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    routes,
    /** Stops the server, dropping hanging connections. */
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

/** A server started by `startTestServer`. */
export type TestServer = Awaited<ReturnType<typeof startTestServer>>
