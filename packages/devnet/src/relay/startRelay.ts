import { randomUUID } from 'node:crypto'
import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { WebSocket, WebSocketServer } from 'ws'
import { DevnetPortInUseError, DevnetPortUnavailableError } from '../errors.js'
import { createWebSocketServer } from '../network/createWebSocketServer.js'
import { readRequestUrl } from '../network/readRequestUrl.js'
import { refuseTunnelRequests } from '../network/refuseTunnelRequests.js'
import { DEVNET_HOST } from '../ports.js'
import { createRelayHub, type RelayConnection } from './createRelayHub.js'
import type { RelayClock } from './createRelayMailbox.js'
import { getRelayClientId } from './getRelayClientId.js'

/**
 * How often the relay pings each client. WalletConnect core (Node) drops a connection that has seen
 * neither a message nor a ping for 35 s (`heartBeatTimeout` in its Relayer), and the issue asks for
 * "at least every 30 s"; 15 s leaves room for a busy event loop.
 */
export const RELAY_PING_INTERVAL_MS = 15_000

/**
 * Largest WebSocket message the relay reads; a client sending more is closed with 1009 (message too
 * big). The public relay refuses an `irn_publish` message over 98,304 bytes ("Payload size limit
 * exceeded. Maximum size for tag 1109 is 98304", tag 1109 being the largest, a session response), and
 * one frame carries at most two messages (`wc_approveSession`) in a JSON envelope: 256 KiB passes
 * whatever the real relay accepts, where `ws`'s default of 100 MiB let one frame block the relay for
 * seconds while it was parsed.
 */
export const RELAY_MAX_PAYLOAD_BYTES = 256 * 1024

export type StartRelayParameters = {
  /** Port on 127.0.0.1; `0` picks a free one (kept across `stop()` / `start()`). */
  port: number
  /** Time source for message TTLs; defaults to `Date`. */
  clock?: RelayClock
  /** Defaults to `RELAY_PING_INTERVAL_MS`. */
  pingIntervalMs?: number
}

/** A running loopback WalletConnect relay. */
export type DevnetRelay = {
  /** `ws://127.0.0.1:<port>`: the `relayUrl` for WalletConnect clients. */
  readonly url: string
  readonly port: number
  /** False between `stop()` and `start()`. */
  readonly isRunning: boolean
  /** Clients connected right now. */
  readonly connectionCount: number
  /** Topics with at least one subscribed client. */
  readonly subscribedTopicCount: number
  /** Unexpired messages held in the mailboxes. */
  readonly messageCount: number
  /** Drops every client and stops listening; mailboxes are kept for `start()`. Idempotent. */
  stop(): Promise<void>
  /** Listens again on the same port after `stop()`; a no-op while running. */
  start(): Promise<void>
  /** `stop()` then `start()`, as a relay going down mid-session; `keepMailboxes: false` also empties them. */
  restart(parameters?: { keepMailboxes?: boolean }): Promise<void>
}

export type StartRelayReturnType = DevnetRelay

export type StartRelayErrorType = DevnetPortInUseError | DevnetPortUnavailableError

/**
 * Starts a WalletConnect relay on 127.0.0.1 speaking the relay JSON-RPC the 2.x clients use
 * (`irn_subscribe`, `irn_batchSubscribe`, `irn_unsubscribe`, `irn_batchUnsubscribe`, `irn_publish`,
 * and the session setup calls `wc_proposeSession` / `wc_approveSession`), with a per-topic mailbox
 * kept until each message's TTL. The relay-auth JWT is read for the client id only.
 *
 * @example
 * const relay = await startRelay({ port: 0 })
 * const core = new Core({ projectId: 'devnet', relayUrl: relay.url })
 * await relay.stop()
 */
export async function startRelay(parameters: StartRelayParameters): Promise<StartRelayReturnType> {
  const { clock = Date, pingIntervalMs = RELAY_PING_INTERVAL_MS } = parameters
  const hub = createRelayHub({ clock })
  const sockets = new Map<WebSocket, RelayConnection>()
  let port = parameters.port
  let running: { server: Server; webSockets: WebSocketServer; pinger: NodeJS.Timeout } | undefined

  function onConnection(socket: WebSocket, request: IncomingMessage): void {
    const auth = readRequestUrl(request)?.searchParams.get('auth') ?? null
    const connection = hub.connect({
      clientId: getRelayClientId({ auth, fallback: randomUUID() }),
      send: (text) => socket.send(text),
    })
    sockets.set(socket, connection)
    socket.on('message', (data, isBinary) => {
      // The relay speaks JSON text; RFC 6455 answers a data type an endpoint does not take with 1003.
      if (isBinary) socket.close(1003, 'The relay reads text frames only')
      else hub.receive(connection, data.toString())
    })
    // A client vanishing mid-write is normal for a relay; the close event cleans up.
    socket.on('error', () => {})
    socket.on('close', () => {
      sockets.delete(socket)
      hub.disconnect(connection)
    })
  }

  async function start(): Promise<void> {
    if (running !== undefined) return
    const server = createServer((_request, response) => {
      response
        .writeHead(426, { 'content-type': 'text/plain' })
        .end('WalletConnect relay: connect with a WebSocket.\n')
    })
    refuseTunnelRequests(server, { allow: 'GET' })
    await listen(server, port)
    port = (server.address() as AddressInfo).port
    const webSockets = createWebSocketServer({ server, maxPayload: RELAY_MAX_PAYLOAD_BYTES })
    webSockets.on('connection', onConnection)
    const pinger = setInterval(() => {
      for (const socket of sockets.keys()) socket.ping()
    }, pingIntervalMs)
    pinger.unref()
    running = { server, webSockets, pinger }
  }

  async function stop(): Promise<void> {
    if (running === undefined) return
    const { server, webSockets, pinger } = running
    running = undefined
    clearInterval(pinger)
    for (const socket of sockets.keys()) socket.terminate()
    await new Promise<void>((resolve) => webSockets.close(() => resolve()))
    server.closeAllConnections()
    await new Promise<void>((resolve) => server.close(() => resolve()))
  }

  await start()
  return {
    get url() {
      return `ws://${DEVNET_HOST}:${port}`
    },
    get port() {
      return port
    },
    get isRunning() {
      return running !== undefined
    },
    get connectionCount() {
      return sockets.size
    },
    get subscribedTopicCount() {
      return hub.getSubscribedTopics().length
    },
    get messageCount() {
      return hub.mailbox.count()
    },
    stop,
    start,
    async restart(options = {}) {
      await stop()
      if (options.keepMailboxes === false) hub.mailbox.clear()
      await start()
    },
  }
}

function listen(server: Server, port: number): Promise<void> {
  const service = 'WalletConnect relay'
  return new Promise((resolve, reject) => {
    const onError = (error: NodeJS.ErrnoException) => {
      if (error.code === 'EADDRINUSE') reject(new DevnetPortInUseError({ port, service }, { cause: error }))
      else {
        reject(
          new DevnetPortUnavailableError(
            { port, service, reason: error.code ?? error.message },
            { cause: error },
          ),
        )
      }
    }
    server.once('error', onError)
    server.listen({ port, host: DEVNET_HOST, exclusive: true }, () => {
      server.off('error', onError)
      resolve()
    })
  })
}
