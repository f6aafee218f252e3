import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { getRequestListener } from '@hono/node-server'
import {
  DevnetInvalidParameterError,
  type DevnetPortInUseError,
  type DevnetPortUnavailableError,
} from '../errors.js'
import { DEVNET_HOST, MAX_PORT } from '../ports.js'
import { listenOnPort } from './listenOnPort.js'
import { refuseTunnelRequests } from './refuseTunnelRequests.js'

export type StartHttpServiceParameters = {
  /** The request handler, e.g. a Hono app's `fetch`. */
  fetch: Parameters<typeof getRequestListener>[0]
  /** Port to listen on; `0` picks a free one. */
  port: number
  /** Interface to listen on; defaults to `DEVNET_HOST` (127.0.0.1). */
  host?: string
  /** The service's name in errors, e.g. 'Bitcoin Esplora'. */
  service: string
  /** Methods the service takes, sent in the `Allow` header of its answer to `CONNECT`. */
  allow: string
}

/** A listening HTTP service. */
export type HttpService = {
  /** Base URL, e.g. `http://127.0.0.1:8575`. */
  readonly url: string
  readonly port: number
  /** Stops listening and drops open connections; idempotent. */
  stop(): Promise<void>
}

export type StartHttpServiceErrorType =
  | DevnetInvalidParameterError
  | DevnetPortInUseError
  | DevnetPortUnavailableError

/**
 * Serves a fetch handler (a Hono app) over HTTP/1.1 on `host:port`, answering `CONNECT` with 405
 * as every devnet service must. What the devnet's Hono services share, so each only builds its app.
 */
export async function startHttpService(parameters: StartHttpServiceParameters): Promise<HttpService> {
  const { port: requestedPort, host = DEVNET_HOST, service } = parameters
  if (!Number.isInteger(requestedPort) || requestedPort < 0 || requestedPort > MAX_PORT) {
    throw new DevnetInvalidParameterError({
      parameter: 'port',
      reason: `${requestedPort} is not a port (an integer from 0 to ${MAX_PORT}; 0 picks a free one)`,
    })
  }
  const server = createServer(getRequestListener(parameters.fetch))
  refuseTunnelRequests(server, { allow: parameters.allow })
  await listenOnPort(server, { port: requestedPort, host, service })
  const { port } = server.address() as AddressInfo

  let stopping: Promise<void> | undefined
  return {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${port}`,
    port,
    stop() {
      stopping ??= new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      })
      return stopping
    },
  }
}
