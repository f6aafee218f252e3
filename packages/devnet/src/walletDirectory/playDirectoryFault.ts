import { setTimeout as delay } from 'node:timers/promises'
import type { MiddlewareHandler } from 'hono'
import { HTTPException } from 'hono/http-exception'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { type DirectoryFault, isFaultOn } from './parseDirectoryFault.js'

/** The message of an answer a `status` fault turns into an error. */
export const DIRECTORY_FAULT_MESSAGE = 'Fault set by the devnet'

/** `response` with its body cut off halfway: invalid JSON, a broken image. */
async function truncateBody(response: Response): Promise<Response> {
  const bytes = new Uint8Array(await response.arrayBuffer())
  const headers = new Headers(response.headers)
  headers.delete('content-length')
  headers.delete('etag')
  return new Response(bytes.slice(0, Math.floor(bytes.length / 2)), { status: response.status, headers })
}

/**
 * Plays the fault `getFault()` returns on each request it handles whose path the fault covers
 * (see `DirectoryFault`); the
 * `malformedEntry` fault is the wallet list's own. A `slow` wait ends early when the client goes
 * away or the directory stops, so no timer outlives the request.
 */
export function playDirectoryFault(getFault: () => DirectoryFault | undefined): MiddlewareHandler {
  return async (context, next) => {
    const current = getFault()
    const fault = isFaultOn(current, context.req.path) ? current : undefined
    if (fault?.kind === 'slow') {
      // An aborted wait needs no answer: the client is gone.
      await delay(fault.ms, undefined, { signal: context.req.raw.signal }).catch(() => undefined)
    }
    if (fault?.kind === 'status') {
      throw new HTTPException(fault.status as ContentfulStatusCode, { message: DIRECTORY_FAULT_MESSAGE })
    }
    await next()
    if (fault?.kind === 'malformed') context.res = await truncateBody(context.res)
  }
}
