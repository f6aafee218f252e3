import type { Server } from 'node:http'
import { WebSocketServer } from 'ws'
import { readRequestUrl } from './readRequestUrl.js'

/**
 * A `ws` server taking the upgrades of `server`, reading messages of up to `maxPayload` bytes (a
 * client sending more is closed with 1009, message too big), and answering an upgrade whose request
 * target is not a URL with 400: `ws` accepts any target, and a handler reading it would throw where
 * nothing catches.
 */
export function createWebSocketServer(parameters: { server: Server; maxPayload: number }): WebSocketServer {
  const webSockets = new WebSocketServer(parameters)
  webSockets.shouldHandle = (request) => readRequestUrl(request) !== undefined
  return webSockets
}
