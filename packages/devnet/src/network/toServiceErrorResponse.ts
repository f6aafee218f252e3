import type { Context, ErrorHandler } from 'hono'
import { HTTPException } from 'hono/http-exception'
import { isDevnetError } from '../errors.js'

/**
 * The error handler of a devnet HTTP service (`service` names it in the log): a failed request
 * answers its status with a JSON `{ message }`, as the hosted services answer (a refused fault
 * setting is a 400). Anything unexpected is a 500, never a crash of the service.
 */
export function toServiceErrorResponse(service: string): ErrorHandler {
  return (error: unknown, context: Context): Response => {
    if (error instanceof HTTPException) return context.json({ message: error.message }, error.status)
    if (isDevnetError(error) && error.code === 'DEVNET_INVALID_PARAMETER') {
      return context.json({ message: error.message }, 400)
    }
    console.error(`${service} devnet: unexpected error`, error)
    return context.json({ message: 'Internal server error' }, 500)
  }
}
