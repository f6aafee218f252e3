import type { Server } from 'node:http'

/**
 * Answers `CONNECT` requests on `server` with 405 and closes their sockets. Without a `'connect'`
 * listener Node drops such a socket without a word, and a devnet service answers every bad request
 * with an error. `allow` lists the methods the service takes, as a 405 must (RFC 9110 §15.5.6).
 */
export function refuseTunnelRequests(server: Server, parameters: { allow: string }): void {
  server.on('connect', (_request, socket) => {
    // Node hands the socket over without an error listener; a client resetting it is no crash.
    socket.on('error', () => socket.destroy())
    socket.end(
      `HTTP/1.1 405 Method Not Allowed\r\nAllow: ${parameters.allow}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`,
    )
  })
}
