import type { WebSocket } from 'ws'

/** How long a test waits for a WebSocket event before it fails instead of hanging. */
const WEBSOCKET_WAIT_MS = 5_000

function withTimeout<value>(promise: Promise<value>, event: string, timeoutMs: number): Promise<value> {
  let timer: NodeJS.Timeout | undefined
  const timedOut = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no WebSocket ${event} within ${timeoutMs} ms`)), timeoutMs)
  })
  return Promise.race([promise, timedOut]).finally(() => clearTimeout(timer))
}

/** The close code `socket` sees next; rejects when it stays open for `timeoutMs`. */
export function waitForWebSocketClose(socket: WebSocket, timeoutMs = WEBSOCKET_WAIT_MS): Promise<number> {
  return withTimeout(new Promise((resolve) => socket.once('close', resolve)), 'close', timeoutMs)
}

/** The next message on `socket`, parsed as JSON; rejects when none arrives within `timeoutMs`. */
export function waitForWebSocketMessage(socket: WebSocket, timeoutMs = WEBSOCKET_WAIT_MS): Promise<unknown> {
  const message = new Promise((resolve) =>
    socket.once('message', (data: Buffer) => resolve(JSON.parse(data.toString()))),
  )
  return withTimeout(message, 'message', timeoutMs)
}
