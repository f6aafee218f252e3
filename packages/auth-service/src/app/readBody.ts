import type { Context } from 'hono'
import type { z } from 'zod'
import { AuthServiceError } from '../errors/AuthServiceError.js'

/** The request's JSON body parsed by `schema`; `AUTH_SERVICE_INVALID_REQUEST` naming the first problem otherwise. */
export async function readBody<schema extends z.ZodType>(
  context: Context,
  schema: schema,
): Promise<z.infer<schema>> {
  let json: unknown
  try {
    json = await context.req.json()
  } catch {
    throw new AuthServiceError(400, 'AUTH_SERVICE_INVALID_REQUEST', {
      parameters: { reason: 'the body is not JSON' },
    })
  }
  const result = schema.safeParse(json)
  if (result.success) return result.data
  const [issue] = result.error.issues
  const path = issue?.path.join('.') ?? ''
  throw new AuthServiceError(400, 'AUTH_SERVICE_INVALID_REQUEST', {
    parameters: { reason: `${path === '' ? '' : `${path}: `}${issue?.message ?? 'invalid body'}` },
  })
}
