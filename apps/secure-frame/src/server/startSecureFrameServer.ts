import type { AddressInfo } from 'node:net'
import { fileURLToPath } from 'node:url'
import { serve } from '@hono/node-server'
import { serveStatic } from '@hono/node-server/serve-static'
import { Hono } from 'hono'
import { SECURE_FRAME_CONFIG_PATH, type SecureFrameConfig } from '../config/secureFrameConfig.js'

/**
 * The built page (`vite build`), beside this module's `dist-server`. Worked out when a server
 * starts, not at import: the devnet imports this module in test environments (jsdom) whose
 * `import.meta.url` is not a file URL, and merely importing it must not throw there.
 */
function getSecureFrameDist(): string {
  return fileURLToPath(new URL('../../dist', import.meta.url))
}

export type SecureFrameServerOptions = {
  readonly host: string
  /** `0` picks a free port. */
  readonly port: number
  /**
   * The deployment's settings. A promise is awaited by every request: the devnet learns the auth
   * service's URL only after it started the service with this server's origin as a frame origin.
   */
  readonly config: SecureFrameConfig | Promise<SecureFrameConfig>
  /** Where the built page is; the app's own `dist` by default. */
  readonly root?: string
}

export type SecureFrameServer = {
  /** The frame page's URL: the `apiUrls.frame` a dApp sets (FRAME-005). */
  readonly url: string
  readonly origin: string
  stop(): Promise<void>
}

/**
 * The headers of every answer. `frame-ancestors` is the browser's own refusal of a dApp origin that
 * is not allowed: the page is not even rendered inside it. The page may fetch only its own origin and
 * the auth service, and run only its own scripts.
 */
function securityHeaders(config: SecureFrameConfig): Record<string, string> {
  const authOrigin = new URL(config.authUrl).origin
  return {
    'content-security-policy': [
      `frame-ancestors ${config.allowedOrigins.join(' ')}`,
      "default-src 'none'",
      "script-src 'self'",
      "style-src 'self'",
      `connect-src 'self' ${authOrigin}`,
      "base-uri 'none'",
      "form-action 'none'",
    ].join('; '),
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
    'cache-control': 'no-store',
  }
}

/** Serves the built frame page and its `config.json` on its own origin. */
export async function startSecureFrameServer(options: SecureFrameServerOptions): Promise<SecureFrameServer> {
  const app = new Hono()
  app.use(async (context, next) => {
    const headers = securityHeaders(await options.config)
    await next()
    for (const [name, value] of Object.entries(headers)) context.res.headers.set(name, value)
  })
  app.get(SECURE_FRAME_CONFIG_PATH, async (context) => context.json(await options.config))
  app.use('/*', serveStatic({ root: options.root ?? getSecureFrameDist() }))

  const server = await new Promise<ReturnType<typeof serve>>((resolve, reject) => {
    const started = serve({ fetch: app.fetch, hostname: options.host, port: options.port }, () =>
      resolve(started),
    )
    started.once('error', reject)
  })
  const { port } = server.address() as AddressInfo
  const origin = `http://${options.host}:${port}`
  let stopping: Promise<void> | undefined
  return {
    url: `${origin}/`,
    origin,
    stop() {
      stopping ??= new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()))
        if ('closeAllConnections' in server) server.closeAllConnections()
      })
      return stopping
    },
  }
}
