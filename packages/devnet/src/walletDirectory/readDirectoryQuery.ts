import type { MiddlewareHandler } from 'hono'
import { HTTPException } from 'hono/http-exception'

/** Longest `projectId`, `st`, `sv` or `clientId`: real ones are 32 characters or a short version text. */
export const DIRECTORY_MAX_IDENTITY_LENGTH = 128

/** What the directory's middleware hands its routes: the checked query, as `context.var.query`. */
export type DirectoryEnv = { Variables: { query: URLSearchParams } }

/** The query string, refused when its percent-encoding is broken (URLSearchParams would guess instead). */
function readSearchParams(url: string): URLSearchParams {
  const query = new URL(url).search.slice(1)
  try {
    decodeURIComponent(query.replaceAll('+', ' '))
  } catch {
    throw new HTTPException(400, { message: 'Invalid query string' })
  }
  return new URLSearchParams(query)
}

/**
 * Reads every directory request's query: a request without `projectId` is refused with 400, as
 * the hosted directory refuses it (API-023), and `projectId`, `st`, `sv` and `clientId` are
 * bounded. Routes read the checked query as `context.var.query`.
 */
export const readDirectoryQuery: MiddlewareHandler<DirectoryEnv> = async (context, next) => {
  const query = readSearchParams(context.req.url)
  const projectId = query.get('projectId')
  if (projectId === null || projectId === '') {
    throw new HTTPException(400, { message: 'projectId is required' })
  }
  for (const name of ['projectId', 'st', 'sv', 'clientId']) {
    if ((query.get(name)?.length ?? 0) > DIRECTORY_MAX_IDENTITY_LENGTH) {
      throw new HTTPException(400, { message: `Invalid ${name}` })
    }
  }
  context.set('query', query)
  await next()
}
