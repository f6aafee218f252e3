import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { getRequestListener } from '@hono/node-server'
import { createAuthStore } from './app/authStore.js'
import { type AuthServiceLog, createAuthApp } from './app/createAuthApp.js'
import { type AuthServiceConfig, DEFAULT_FARCASTER_RELAY_URL } from './config/authServiceConfig.js'
import { createKeyCustody } from './custody/createKeyCustody.js'
import { openAuthDatabase } from './database/openAuthDatabase.js'
import { createCodeMailer } from './email/createCodeMailer.js'

export type StartAuthServiceParameters = {
  config: AuthServiceConfig
  /** Where log lines go; defaults to one JSON object per line on stdout. */
  log?: AuthServiceLog
  /** The clock codes and sessions expire by; defaults to the system clock. */
  now?: () => Date
}

/** A running auth service. */
export type AuthService = {
  /** Base URL, e.g. `http://127.0.0.1:8700`. */
  readonly url: string
  readonly port: number
  /** Stops listening, drops open connections and closes the database; idempotent. */
  stop(): Promise<void>
}

const logToStdout: AuthServiceLog = (event, fields = {}) => {
  process.stdout.write(`${JSON.stringify({ time: new Date().toISOString(), event, ...fields })}\n`)
}

/**
 * Opens the database (creating its tables), then serves the auth service's API on
 * `config.host:config.port`.
 *
 * @example
 * const service = await startAuthService({ config: readAuthServiceConfig({ argv: [], env: process.env }) })
 * await service.stop()
 */
export async function startAuthService(parameters: StartAuthServiceParameters): Promise<AuthService> {
  const { config, log = logToStdout, now = () => new Date() } = parameters
  const database = await openAuthDatabase(
    config.databaseUrl,
    config.databasePoolSize === undefined ? {} : { poolSize: config.databasePoolSize },
  )
  const custody = createKeyCustody(config.secret)
  const mailer = createCodeMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom })
  let url = ''
  const app = createAuthApp({
    config,
    publicUrl: () => config.publicUrl?.replace(/\/+$/, '') ?? url,
    farcaster: {
      relayUrl: config.farcasterRelayUrl ?? DEFAULT_FARCASTER_RELAY_URL,
      rpcUrl: config.farcasterRpcUrl,
    },
    store: createAuthStore({ database, custody, config, now }),
    custody,
    mailer,
    log,
  })
  const server = createServer(getRequestListener(app.fetch))
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject)
      server.listen({ port: config.port, host: config.host }, () => {
        server.off('error', reject)
        resolve()
      })
    })
  } catch (error) {
    mailer.close()
    await database.close()
    throw error
  }
  const { port } = server.address() as AddressInfo
  const host = config.host.includes(':') ? `[${config.host}]` : config.host
  url = `http://${host}:${port}`
  log('listening', { url })
  let stopping: Promise<void> | undefined
  return {
    url,
    port,
    stop() {
      stopping ??= new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }).then(async () => {
        mailer.close()
        await database.close()
      })
      return stopping
    },
  }
}
