/**
 * Headers of a WebSocket upgrade (RFC 6455 §4.1), with the RFC's sample key. `close` beside
 * `Upgrade` makes a server that takes no upgrades close the socket after its answer.
 */
const UPGRADE_HEADERS = [
  'Connection: Upgrade, close',
  'Upgrade: websocket',
  'Sec-WebSocket-Version: 13',
  'Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==',
]

/** JSON nested far deeper than any request needs: a recursive reader overflows its stack on it. */
export const DEEPLY_NESTED_JSON = `${'['.repeat(100_000)}${']'.repeat(100_000)}`

/** A raw HTTP/1.1 request to `port` on 127.0.0.1; `Connection: close` unless `headers` names one. */
export function formatRawRequest(parameters: {
  port: number
  method: string
  target: string
  headers?: readonly string[]
  body?: string
}): string {
  const { port, method, target, headers = [], body } = parameters
  const connection = headers.some((header) => /^connection:/i.test(header)) ? [] : ['Connection: close']
  const length = body === undefined ? [] : [`Content-Length: ${Buffer.byteLength(body)}`]
  const lines = [
    `${method} ${target} HTTP/1.1`,
    `Host: 127.0.0.1:${port}`,
    ...connection,
    ...length,
    ...headers,
  ]
  return `${lines.join('\r\n')}\r\n\r\n${body ?? ''}`
}

/**
 * The single requests every devnet HTTP or WebSocket service must refuse with an error and survive,
 * written raw because no client library sends them. `path` is where the service takes a body.
 */
export function createHostileRequests(parameters: { port: number; path: string }) {
  const { port, path } = parameters
  const post = (body: string, headers: readonly string[] = ['Content-Type: application/json']) =>
    formatRawRequest({ port, method: 'POST', target: path, headers, body })
  return {
    /** A request target that is not a URL. */
    malformedTarget: formatRawRequest({ port, method: 'GET', target: 'http://[' }),
    /** The same as a WebSocket upgrade, which reaches a different handler. */
    malformedTargetUpgrade: formatRawRequest({
      port,
      method: 'GET',
      target: 'http://[',
      headers: UPGRADE_HEADERS,
    }),
    /** A path segment whose percent-encoding is cut short. */
    badPercentEncoding: formatRawRequest({ port, method: 'GET', target: `${path}/%E0%A4%A` }),
    notHttp: '\u0000\u0001\u0002 NOT HTTP\r\n\r\n',
    unknownMethod: formatRawRequest({ port, method: 'FOO', target: path }),
    wrongMethod: formatRawRequest({ port, method: 'PUT', target: path, body: '{}' }),
    tunnel: formatRawRequest({ port, method: 'CONNECT', target: '127.0.0.1:1' }),
    /** A gigabyte announced and a few bytes sent: the answer must come before the body. */
    hugeDeclaredBody: formatRawRequest({
      port,
      method: 'POST',
      target: path,
      headers: ['Content-Type: application/json', 'Content-Length: 1000000000'],
    }).concat('[1,'),
    /** 16 MiB without a length, in 1 MiB chunks. */
    hugeChunkedBody: formatRawRequest({
      port,
      method: 'POST',
      target: path,
      headers: ['Content-Type: application/json', 'Transfer-Encoding: chunked'],
    }).concat(`100000\r\n${'1'.repeat(0x10_0000)}\r\n`.repeat(16), '0\r\n\r\n'),
    notJson: post('hello', ['Content-Type: text/plain']),
    wrongShape: post('[1,"two",{"three":[]}]'),
    deeplyNested: post(DEEPLY_NESTED_JSON),
  }
}

/** The name of one hostile request. */
export type HostileRequestName = keyof ReturnType<typeof createHostileRequests>
