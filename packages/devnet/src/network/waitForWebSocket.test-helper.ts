import type { WebSocket } from 'ws'
import { withTimeout } from './withTimeout.test-helper.js'

/** How long a test waits for a WebSocket event before it fails instead of hanging. */
const WEBSOCKET_WAIT_MS = 5_000

/** The close code `socket` sees next; rejects when it stays open for `timeoutMs`. */
export function waitForWebSocketClose(socket: WebSocket, timeoutMs = WEBSOCKET_WAIT_MS): Promise<number> {
  return withTimeout(new Promise((resolve) => socket.once('close', resolve)), 'a WebSocket close', timeoutMs)
}

/** The next message on `socket`, parsed as JSON; rejects when none arrives within `timeoutMs`. */
export function waitForWebSocketMessage(socket: WebSocket, timeoutMs = WEBSOCKET_WAIT_MS): Promise<unknown> {
  const message = new Promise((resolve) =>
    socket.once('message', (data: Buffer) => resolve(JSON.parse(data.toString()))),
  )
  return withTimeout(message, 'a WebSocket message', timeoutMs)
}
