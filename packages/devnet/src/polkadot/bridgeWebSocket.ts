import { WebSocket } from 'ws'
import { checkJsonRpcEnvelope } from './checkJsonRpcEnvelope.js'

/** Codes that exist only as reports (RFC 6455 §7.4.1), and what a peer is told instead. */
const REPORTED_ONLY_CLOSE_CODES: ReadonlyMap<number, number> = new Map([
  // No status given: a normal close.
  [1005, 1000],
  // Dropped without a close frame: the other side failed, so clients reconnect as they would.
  [1006, 1011],
])

/**
 * Serves `client` through a WebSocket of its own to `targetUrl`: messages that are JSON-RPC requests go
 * on, others get their JSON-RPC error from here, answers and notifications come back, and either side
 * closing closes the other. The client is paused until the target connection is open.
 * Returns a function that drops both sockets.
 */
export function bridgeWebSocket(client: WebSocket, targetUrl: string): () => void {
  const target = new WebSocket(targetUrl)
  client.pause()
  target.once('open', () => client.resume())
  client.on('message', (data, isBinary) => {
    const text = data.toString()
    const refusal = checkJsonRpcEnvelope(text)
    if (refusal === undefined) target.send(text, { binary: isBinary })
    else client.send(JSON.stringify(refusal))
  })
  target.on('message', (data, isBinary) => {
    if (client.readyState === WebSocket.OPEN) client.send(data, { binary: isBinary })
  })
  client.on('close', () => target.close())
  target.on('close', (code, reason) => client.close(REPORTED_ONLY_CLOSE_CODES.get(code) ?? code, reason))
  // A side failing ends in its close event, which closes the other; there is no one else to tell.
  client.on('error', () => undefined)
  target.on('error', () => undefined)
  return () => {
    client.terminate()
    target.terminate()
  }
}
