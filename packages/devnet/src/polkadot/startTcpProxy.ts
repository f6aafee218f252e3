import { type AddressInfo, connect, createServer, type Server, type Socket } from 'node:net'
import { pipeline } from 'node:stream'
import { DevnetPortInUseError, DevnetPortUnavailableError, DevnetSpawnError } from '../errors.js'
import { DEVNET_HOST } from '../ports.js'

/** What a proxy forwards to: a service listening on 127.0.0.1. */
export type TcpProxyTarget = {
  readonly port: number
  close(): Promise<void>
}

export type StartTcpProxyParameters = {
  /** `0` picks a free port. */
  port: number
  host: string
  /** Service name for errors. */
  service: string
  /** Starts the target; called once, on the first connection or `ensureTarget()`. */
  startTarget: () => Promise<TcpProxyTarget>
}

/** A listening proxy. */
export type TcpProxy = {
  readonly port: number
  /** True once the target runs. */
  readonly isTargetRunning: boolean
  /**
   * Starts the target unless started; rejects with its start error (kept for every later call), or
   * with `DevnetSpawnError` once `stop()` was called.
   */
  ensureTarget(): Promise<void>
  /** Stops listening, drops every connection and closes the target (awaiting a start in progress); idempotent. */
  stop(): Promise<void>
}

export type StartTcpProxyErrorType = DevnetPortInUseError | DevnetPortUnavailableError

/**
 * Listens on `host:port` at once and forwards each TCP connection, byte for byte, to a target it
 * starts on the first connection. Bytes a client sends meanwhile wait in its socket, so any
 * protocol (WebSocket upgrades, HTTP) sees the target as if it listened on this port, only slower
 * to answer the first time. A target that fails to start is not retried: its connections are
 * dropped and `ensureTarget()` rejects with its error.
 *
 * @throws DevnetPortInUseError when another process listens on the port.
 * @throws DevnetPortUnavailableError when the port cannot be opened for another reason.
 */
export async function startTcpProxy(parameters: StartTcpProxyParameters): Promise<TcpProxy> {
  const { host, service, startTarget } = parameters
  const sockets = new Set<Socket>()
  let target: Promise<TcpProxyTarget> | undefined
  let isTargetRunning = false
  let stopping: Promise<void> | undefined

  function getTarget(): Promise<TcpProxyTarget> {
    if (stopping !== undefined) {
      return Promise.reject(new DevnetSpawnError({ service, reason: 'it was stopped' }))
    }
    target ??= startTarget().then((started) => {
      isTargetRunning = true
      return started
    })
    return target
  }

  function track(socket: Socket): void {
    sockets.add(socket)
    socket.once('close', () => sockets.delete(socket))
  }

  function forward(client: Socket, port: number): void {
    if (client.destroyed || stopping !== undefined) {
      client.destroy()
      return
    }
    const upstream = connect({ port, host: DEVNET_HOST })
    track(upstream)
    // Either side closing or failing ends both; there is no one to report a dropped client to.
    pipeline(client, upstream, client, () => undefined)
  }

  const server = createServer((client) => {
    track(client)
    client.on('error', () => undefined)
    getTarget().then(
      (started) => forward(client, started.port),
      () => client.destroy(),
    )
  })
  await listen(server, parameters.port, host, service)
  const { port } = server.address() as AddressInfo

  return {
    port,
    get isTargetRunning() {
      return isTargetRunning
    },
    async ensureTarget() {
      await getTarget()
    },
    stop() {
      stopping ??= (async () => {
        const closed = new Promise<void>((resolve) => server.close(() => resolve()))
        for (const socket of sockets) socket.destroy()
        await closed
        const started = await target?.catch(() => undefined)
        isTargetRunning = false
        await started?.close()
      })()
      return stopping
    },
  }
}

function listen(server: Server, port: number, host: string, service: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const onError = (error: NodeJS.ErrnoException) => {
      if (error.code === 'EADDRINUSE') {
        reject(new DevnetPortInUseError({ port, service }, { cause: error }))
        return
      }
      reject(
        new DevnetPortUnavailableError(
          { port, service, reason: error.code ?? error.message },
          { cause: error },
        ),
      )
    }
    server.once('error', onError)
    server.listen({ port, host, exclusive: true }, () => {
      server.off('error', onError)
      resolve()
    })
  })
}
