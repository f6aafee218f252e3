import type { Context } from 'hono'
import { HTTPException } from 'hono/http-exception'
import { isDevnetError } from '../errors.js'

/**
 * The answer the wallet directory gives for a failed request: its status with a JSON
 * `{ message }`, as the hosted directory answers (a refused fault setting is a 400). Anything
 * unexpected is a 500, never a crash of the service.
 */
export function toDirectoryErrorResponse(error: unknown, context: Context): Response {
  if (error instanceof HTTPException) return context.json({ message: error.message }, error.status)
  if (isDevnetError(error) && error.code === 'DEVNET_INVALID_PARAMETER') {
    return context.json({ message: error.message }, 400)
  }
  console.error('Wallet directory devnet: unexpected error', error)
  return context.json({ message: 'Internal server error' }, 500)
}
