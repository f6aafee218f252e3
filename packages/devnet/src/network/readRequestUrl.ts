import type { IncomingMessage } from 'node:http'
import { DEVNET_HOST } from '../ports.js'

/**
 * The request target as a URL, or undefined when it is none (`GET http://[ HTTP/1.1`): Node's HTTP
 * parser lets such a target through to the handlers, and `new URL` throws on it.
 */
export function readRequestUrl(request: IncomingMessage): URL | undefined {
  try {
    return new URL(request.url ?? '/', `http://${DEVNET_HOST}`)
  } catch {
    return undefined
  }
}
