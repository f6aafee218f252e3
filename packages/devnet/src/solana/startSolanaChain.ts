import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { getRequestListener } from '@hono/node-server'
import type { WebSocket } from 'ws'
import {
  DevnetInvalidParameterError,
  DevnetPortInUseError,
  type DevnetPortUnavailableError,
} from '../errors.js'
import { createWebSocketServer } from '../network/createWebSocketServer.js'
import { listenOnPort } from '../network/listenOnPort.js'
import { refuseTunnelRequests } from '../network/refuseTunnelRequests.js'
import { DEVNET_HOST, MAX_PORT } from '../ports.js'
import { createSolanaAccountMethods } from './createSolanaAccountMethods.js'
import { createSolanaClusterMethods } from './createSolanaClusterMethods.js'
import { createSolanaLedger, type SolanaLedger } from './createSolanaLedger.js'
import { createSolanaPubSub } from './createSolanaPubSub.js'
import { createSolanaRpcApp } from './createSolanaRpcApp.js'
import type { SolanaClock } from './createSolanaSlotClock.js'
import { createSolanaTransactionMethods } from './createSolanaTransactionMethods.js'
import { SOLANA_DEVNET_GENESIS_HASH, SOLANA_DEVNET_NETWORK_ID } from './solanaGenesisHash.js'

/** The JSON-RPC port is `portBase + SOLANA_PORT_OFFSET` in a devnet (8565 by default), PubSub the next one. */
export const SOLANA_PORT_OFFSET = 20

const RPC_SERVICE = 'Solana JSON-RPC'
const PUBSUB_SERVICE = 'Solana PubSub WebSocket'

/**
 * How long `stop()` lets requests in flight finish and WebSocket clients acknowledge the close
 * before it drops their connections.
 */
export const SOLANA_STOP_GRACE_MS = 1000

/**
 * Largest PubSub message the server reads; a client sending more is closed with 1009. A validator's
 * PubSub takes 4,096 bytes (agave `rpc_pubsub_service.rs`: `set_max_message_size(4_096)`), ample for
 * a subscription request.
 */
export const SOLANA_PUBSUB_MAX_PAYLOAD_BYTES = 4_096

/** Tries to find two adjacent free ports when both are picked by the system. */
const ADJACENT_PORT_ATTEMPTS = 20

export type StartSolanaChainParameters = {
  /** Port of the HTTP JSON-RPC; `0` picks a free one. */
  port: number
  /**
   * Port of the PubSub WebSocket. Defaults to `port + 1`, the URL @solana/web3.js's `Connection`
   * derives from the HTTP one; with `port: 0` both are picked, adjacent when the system allows it.
   */
  wsPort?: number
  /** Interface to listen on; defaults to `DEVNET_HOST` (127.0.0.1). */
  host?: string
  /** Time source for slots and block times; defaults to `Date`. */
  clock?: SolanaClock
}

/** A running local Solana chain. */
export type DevnetSolanaChain = {
  /** HTTP JSON-RPC URL, e.g. `http://127.0.0.1:8565`: the `Connection` endpoint. */
  readonly rpcUrl: string
  /** PubSub URL, e.g. `ws://127.0.0.1:8566`: the `Connection`'s `wsEndpoint`. */
  readonly wsUrl: string
  readonly port: number
  readonly wsPort: number
  /** `solana:` and the first 32 characters of the genesis hash. */
  readonly networkId: typeof SOLANA_DEVNET_NETWORK_ID
  /** `SOLANA_DEVNET_GENESIS_HASH`, the same on every run. */
  readonly genesisHash: string
  /** The chain itself, for Node code that reads state without HTTP. */
  readonly ledger: SolanaLedger
  /** Stops listening and drops open connections; idempotent. */
  stop(): Promise<void>
}

export type StartSolanaChainReturnType = DevnetSolanaChain

export type StartSolanaChainErrorType =
  | DevnetInvalidParameterError
  | DevnetPortInUseError
  | DevnetPortUnavailableError

/**
 * Starts the local Solana chain: litesvm (the Solana runtime with SPL Token, Token-2022, ATA and
 * Memo built in) behind a JSON-RPC server and a PubSub WebSocket server speaking what
 * @solana/web3.js 1.x `Connection` uses, with the response shapes of a validator. The
 * `SOLANA_DEV_ACCOUNTS` hold 1,000 SOL each and the first three hold the `SOLANA_DEV_MINT` token.
 * State lives in memory only.
 *
 * @example
 * const solana = await startSolanaChain({ port: 0 })
 * const connection = new Connection(solana.rpcUrl, { wsEndpoint: solana.wsUrl, commitment: 'confirmed' })
 * await connection.getBalance(new PublicKey(SOLANA_DEV_ACCOUNTS[0].address))
 * await solana.stop()
 */
export async function startSolanaChain(
  parameters: StartSolanaChainParameters,
): Promise<StartSolanaChainReturnType> {
  const { port: requestedPort, wsPort: requestedWsPort, host = DEVNET_HOST, clock = Date } = parameters
  readPort(requestedPort, 'port')
  if (requestedWsPort !== undefined) readPort(requestedWsPort, 'wsPort')
  if (requestedPort !== 0 && requestedWsPort === undefined && requestedPort === MAX_PORT) {
    throw new DevnetInvalidParameterError({
      parameter: 'port',
      reason: `${MAX_PORT} leaves no port for the PubSub WebSocket (port + 1); pass wsPort`,
    })
  }

  const ledger = createSolanaLedger({ clock })
  const methods = {
    ...createSolanaClusterMethods(ledger),
    ...createSolanaAccountMethods(ledger),
    ...createSolanaTransactionMethods(ledger),
  }
  const pubSub = createSolanaPubSub(ledger)
  const rpcServer = createServer(getRequestListener(createSolanaRpcApp(methods).fetch))
  const wsServer = createServer((_request, response) => {
    response
      .writeHead(426, { 'content-type': 'text/plain' })
      .end('Solana PubSub: connect with a WebSocket.\n')
  })
  refuseTunnelRequests(rpcServer, { allow: 'GET, POST, OPTIONS' })
  refuseTunnelRequests(wsServer, { allow: 'GET' })
  try {
    await listenPair({ rpcServer, wsServer, host, port: requestedPort, wsPort: requestedWsPort })
  } catch (error) {
    pubSub.dispose()
    throw error
  }
  // Attached once listening: the WebSocket server re-emits its HTTP server's errors, listen's included.
  const webSockets = createWebSocketServer({ server: wsServer, maxPayload: SOLANA_PUBSUB_MAX_PAYLOAD_BYTES })
  webSockets.on('connection', (socket) => pubSub.connect(socket))
  const port = (rpcServer.address() as AddressInfo).port
  const wsPort = (wsServer.address() as AddressInfo).port
  const urlHost = host.includes(':') ? `[${host}]` : host

  let stopping: Promise<void> | undefined
  return {
    rpcUrl: `http://${urlHost}:${port}`,
    wsUrl: `ws://${urlHost}:${wsPort}`,
    port,
    wsPort,
    networkId: SOLANA_DEVNET_NETWORK_ID,
    genesisHash: SOLANA_DEVNET_GENESIS_HASH,
    ledger,
    stop() {
      stopping ??= (async () => {
        pubSub.dispose()
        await Promise.all([...webSockets.clients].map(closeNormally))
        await new Promise<void>((resolve) => webSockets.close(() => resolve()))
        await Promise.all([close(rpcServer), close(wsServer)])
      })()
      return stopping
    },
  }
}

function readPort(value: number, parameter: string): void {
  if (!Number.isInteger(value) || value < 0 || value > MAX_PORT) {
    throw new DevnetInvalidParameterError({
      parameter,
      reason: `${value} is not a port (an integer from 0 to ${MAX_PORT}; 0 picks a free one)`,
    })
  }
}

/**
 * Listens on both ports. With `port: 0` and no `wsPort`, it looks for two adjacent free ports so a
 * plain `new Connection(rpcUrl)` finds PubSub at port + 1; failing that, PubSub gets any free port.
 */
async function listenPair(parameters: {
  rpcServer: Server
  wsServer: Server
  host: string
  port: number
  wsPort: number | undefined
}): Promise<void> {
  const { rpcServer, wsServer, host, port, wsPort } = parameters
  if (port !== 0 || wsPort !== undefined) {
    await listenOnPort(rpcServer, { port, host, service: RPC_SERVICE })
    try {
      await listenOnPort(wsServer, { port: wsPort ?? port + 1, host, service: PUBSUB_SERVICE })
    } catch (error) {
      await close(rpcServer)
      throw error
    }
    return
  }
  for (let attempt = 0; attempt < ADJACENT_PORT_ATTEMPTS; attempt += 1) {
    await listenOnPort(rpcServer, { port: 0, host, service: RPC_SERVICE })
    const next = (rpcServer.address() as AddressInfo).port + 1
    if (next <= MAX_PORT) {
      try {
        await listenOnPort(wsServer, { port: next, host, service: PUBSUB_SERVICE })
        return
      } catch (error) {
        if (!(error instanceof DevnetPortInUseError)) {
          await close(rpcServer)
          throw error
        }
      }
    }
    await close(rpcServer)
  }
  await listenOnPort(rpcServer, { port: 0, host, service: RPC_SERVICE })
  await listenOnPort(wsServer, { port: 0, host, service: PUBSUB_SERVICE })
}

/**
 * Closes a WebSocket with code 1000: web3.js's client (rpc-websockets) reconnects after any other
 * code, and would keep a test process busy retrying a chain that is gone.
 */
function closeNormally(socket: WebSocket): Promise<void> {
  if (socket.readyState === socket.CLOSED) return Promise.resolve()
  return new Promise((resolve) => {
    const force = setTimeout(() => socket.terminate(), SOLANA_STOP_GRACE_MS)
    force.unref()
    socket.once('close', () => {
      clearTimeout(force)
      resolve()
    })
    socket.close(1000, 'Solana devnet stopped')
  })
}

/** Stops listening, lets requests in flight finish within the grace period, then drops what is left. */
async function close(server: Server): Promise<void> {
  if (!server.listening) return
  const closed = new Promise<void>((resolve) => server.close(() => resolve()))
  server.closeIdleConnections()
  const force = setTimeout(() => server.closeAllConnections(), SOLANA_STOP_GRACE_MS)
  force.unref()
  await closed
  clearTimeout(force)
}
