import type { Context, Hono, MiddlewareHandler } from 'hono'
import { HTTPException } from 'hono/http-exception'
import { type DirectoryFault, parseDirectoryFault } from './parseDirectoryFault.js'
import type { DirectoryEnv } from './readDirectoryQuery.js'

/** Path of the test-only fault switch: `GET` reads it, `POST` sets it, `DELETE` clears it. */
export const DIRECTORY_FAULT_ROUTE = '/__devnet/fault'

/** Host names of the loopback interface the directory listens on. */
const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]'])

/**
 * Lets only loopback clients flip the switch, and only with a JSON body: a web page cannot send
 * `application/json` across origins without a CORS preflight, which this route never grants,
 * and a `Host` other than loopback means a DNS-rebound page.
 */
const requireLoopbackJson: MiddlewareHandler = async (context, next) => {
  const host = context.req.header('host')?.replace(/:\d+$/, '') ?? ''
  if (!LOOPBACK_HOSTS.has(host)) throw new HTTPException(403, { message: 'Loopback clients only' })
  const type = context.req.header('content-type') ?? ''
  if (context.req.method === 'POST' && !/^application\/json\s*(;|$)/i.test(type)) {
    throw new HTTPException(415, { message: 'Expected a JSON body' })
  }
  await next()
}

async function readJson(request: Request): Promise<unknown> {
  try {
    return await request.json()
  } catch {
    throw new HTTPException(400, { message: 'Invalid JSON' })
  }
}

/**
 * Adds the fault switch of the wallet directory for tests that drive a browser (Playwright) and
 * cannot reach the devnet object: `POST /__devnet/fault` with a `DirectoryFault` as JSON (or
 * `null`), `GET` to read it, `DELETE` to clear it. Each answers `{ fault }`.
 */
export function addFaultRoutes(app: Hono<DirectoryEnv>, state: { fault: DirectoryFault | undefined }): void {
  const answer = (context: Context) => context.json({ fault: state.fault ?? null })
  app.use(DIRECTORY_FAULT_ROUTE, requireLoopbackJson)
  app.get(DIRECTORY_FAULT_ROUTE, answer)
  app.post(DIRECTORY_FAULT_ROUTE, async (context) => {
    state.fault = parseDirectoryFault(await readJson(context.req.raw))
    return answer(context)
  })
  app.delete(DIRECTORY_FAULT_ROUTE, (context) => {
    state.fault = undefined
    return answer(context)
  })
}
