import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import type { DirectoryEnv } from '../walletDirectory/readDirectoryQuery.js'
import { toServiceErrorResponse } from './toServiceErrorResponse.js'

/**
 * The Hono app a devnet HTTP service starts from: errors and unknown paths as JSON `{ message }`
 * (`toServiceErrorResponse`, 404), and bodies over `maxBodySize` bytes refused with 413.
 */
export function createServiceApp(parameters: { service: string; maxBodySize: number }): Hono<DirectoryEnv> {
  const app = new Hono<DirectoryEnv>()
  app.onError(toServiceErrorResponse(parameters.service))
  app.notFound((context) => context.json({ message: 'Not Found' }, 404))
  app.use(
    '*',
    bodyLimit({
      maxSize: parameters.maxBodySize,
      onError: (context) => context.json({ message: 'Payload Too Large' }, 413),
    }),
  )
  return app
}
