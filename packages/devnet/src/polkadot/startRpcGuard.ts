import { createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { pipeline } from 'node:stream'
import { createWebSocketServer } from '../network/createWebSocketServer.js'
import { listenOnPort } from '../network/listenOnPort.js'
import { refuseTunnelRequests } from '../network/refuseTunnelRequests.js'
import { DEVNET_HOST } from '../ports.js'
import { bridgeWebSocket } from './bridgeWebSocket.js'
import { checkJsonRpcEnvelope } from './checkJsonRpcEnvelope.js'

/**
 * Largest HTTP body and WebSocket message the Polkadot RPC takes: a Substrate node's
 * `--rpc-max-request-size` default, 15 MiB (`RPC_DEFAULT_MAX_REQUEST_SIZE_MB` in polkadot-sdk's
 * sc-cli). Chopsticks alone reads HTTP bodies of any size and WebSocket messages of up to 100 MiB.
 */
export const POLKADOT_RPC_MAX_REQUEST_BYTES = 15 * 1024 * 1024

/** Content types a Substrate node's RPC server (jsonrpsee) takes for a POST. */
const JSON_CONTENT_TYPES = new Set([
  'application/json',
  'application/json; charset=utf-8',
  'application/json;charset=utf-8',
])

/** Headers on every answer of the guard itself: chopsticks serves any origin, and so does the guard. */
const CORS_HEADERS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'POST',
  'access-control-allow-headers': '*',
}

/** A listening guard in front of a JSON-RPC server. */
export type RpcGuard = {
  readonly port: number
  /** Drops every connection and stops listening; idempotent. */
  close(): Promise<void>
}

/**
 * Listens on a free 127.0.0.1 port in front of chopsticks' JSON-RPC server at `targetPort`, refusing
 * with a Substrate node's answers what chopsticks would take in whole or choke on: methods other than
 * POST (405) and OPTIONS (answered here), a POST that is not JSON (415), a body over
 * `POLKADOT_RPC_MAX_REQUEST_BYTES` (413, JSON-RPC -32007), malformed JSON-RPC (-32700 or -32600),
 * `CONNECT` (405), an upgrade whose target is not a URL (400) and WebSocket messages over the limit
 * (closed with 1009). What passes goes to chopsticks as is and its answer comes back.
 */
export async function startRpcGuard(parameters: { targetPort: number; service: string }): Promise<RpcGuard> {
  const { targetPort, service } = parameters
  const bridges = new Set<() => void>()
  const server = createServer((request, response) => {
    answerHttp(request, response, targetPort).catch(() =>
      failResponse(response, 500, 'The Polkadot devnet guard failed on this request\n'),
    )
  })
  refuseTunnelRequests(server, { allow: 'POST, OPTIONS' })
  await listenOnPort(server, { port: 0, host: DEVNET_HOST, service })
  // Attached once listening: the WebSocket server re-emits its HTTP server's errors, listen's included.
  const webSockets = createWebSocketServer({ server, maxPayload: POLKADOT_RPC_MAX_REQUEST_BYTES })
  webSockets.on('connection', (client) => {
    const drop = bridgeWebSocket(client, `ws://${DEVNET_HOST}:${targetPort}`)
    bridges.add(drop)
    client.once('close', () => bridges.delete(drop))
  })
  let closing: Promise<void> | undefined
  return {
    port: (server.address() as AddressInfo).port,
    close() {
      closing ??= new Promise<void>((resolve) => {
        for (const drop of bridges) drop()
        webSockets.close()
        server.closeAllConnections()
        server.close(() => resolve())
      })
      return closing
    },
  }
}

async function answerHttp(
  request: IncomingMessage,
  response: ServerResponse,
  targetPort: number,
): Promise<void> {
  if (request.method === 'OPTIONS') {
    response.writeHead(200, CORS_HEADERS).end()
    return
  }
  if (request.method !== 'POST') {
    answerText(response, 405, 'Used HTTP Method is not allowed. POST or OPTIONS is required\n')
    return
  }
  if (!JSON_CONTENT_TYPES.has(request.headers['content-type']?.toLowerCase() ?? '')) {
    answerText(
      response,
      415,
      'Supplied content type is not allowed. Content-Type: application/json is required\n',
    )
    return
  }
  const body = await readBody(request, POLKADOT_RPC_MAX_REQUEST_BYTES)
  if (body === undefined) {
    const limit = POLKADOT_RPC_MAX_REQUEST_BYTES
    const tooBig = { code: -32007, message: 'Request is too big', data: `Exceeded max limit of ${limit}` }
    // `close`: a body announced too large is not read, so the connection cannot carry another request.
    answerJson(response, 413, { jsonrpc: '2.0', error: tooBig, id: null }, { connection: 'close' })
    return
  }
  const text = body.toString('utf8')
  const refusal = checkJsonRpcEnvelope(text)
  if (refusal !== undefined) {
    // jsonrpsee reads a body not opening with `{` or `[` as malformed (400), others as a call (200).
    answerJson(response, /^\s*[[{]/.test(text) ? 200 : 400, refusal)
    return
  }
  forward(body, response, targetPort)
}

/**
 * The request body, or undefined when it is larger than `maxBytes` (or the client goes away). Past the
 * limit the rest is read and dropped: answering while the client still sends would reset the
 * connection, and the client would lose the answer with it.
 */
function readBody(request: IncomingMessage, maxBytes: number): Promise<Buffer | undefined> {
  if (Number(request.headers['content-length']) > maxBytes) return Promise.resolve(undefined)
  return new Promise((resolve) => {
    const chunks: Buffer[] = []
    let size = 0
    request.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size > maxBytes) chunks.length = 0
      else chunks.push(chunk)
    })
    request.on('end', () => resolve(size > maxBytes ? undefined : Buffer.concat(chunks)))
    request.on('error', () => resolve(undefined))
  })
}

function forward(body: Buffer, response: ServerResponse, targetPort: number): void {
  const upstream = httpRequest({
    host: DEVNET_HOST,
    port: targetPort,
    method: 'POST',
    path: '/',
    headers: { 'content-type': 'application/json', 'content-length': body.length },
  })
  upstream.on('response', (answer) => {
    response.writeHead(answer.statusCode ?? 502, answer.headers)
    // Either side failing mid-answer ends both; the client sees a cut answer, as from any node.
    pipeline(answer, response, () => undefined)
  })
  upstream.on('error', () => failResponse(response, 502, 'The Polkadot devnet chain did not answer\n'))
  upstream.end(body)
}

/** Answers `status` with `text`, or cuts the answer when its head is already sent. */
function failResponse(response: ServerResponse, status: number, text: string): void {
  if (response.headersSent) response.destroy()
  else answerText(response, status, text)
}

function answerText(response: ServerResponse, status: number, text: string): void {
  response.writeHead(status, { ...CORS_HEADERS, 'content-type': 'text/plain' }).end(text)
}

function answerJson(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  response
    .writeHead(status, { ...CORS_HEADERS, ...headers, 'content-type': 'application/json; charset=utf-8' })
    .end(JSON.stringify(body))
}
