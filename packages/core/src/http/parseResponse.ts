import * as z from 'zod/mini'
import { InvalidResponseError } from '../errors/http.js'

/**
 * Validates a response body with `schema`. A body of another shape becomes an
 * `InvalidResponseError` naming `service` (the zod issues are its `cause`), never a crash later.
 */
export function parseResponse<schema extends z.core.$ZodType>(
  schema: schema,
  body: unknown,
  service: string,
): z.output<schema> {
  const result = z.safeParse(schema, body)
  if (!result.success) throw new InvalidResponseError({ service }, { cause: result.error })
  return result.data
}
