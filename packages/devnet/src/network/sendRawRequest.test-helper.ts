import { connect } from 'node:net'
import { expect } from 'vitest'
import { DEVNET_HOST } from '../ports.js'

/** What a server sent back to a raw request. */
export type RawAnswer = {
  /** Everything received, as latin1 text. */
  text: string
  /** The status code of the first response line; undefined when none arrived. */
  status: number | undefined
  /** The body of the first response, its chunks joined when it was sent chunked. */
  body: string
  /** True when the server closed the socket; false when the wait ran out first. */
  closedByServer: boolean
}

/** How long a raw request waits for the server to close the socket by default. */
const RAW_REQUEST_TIMEOUT_MS = 5_000

/**
 * Writes `request` byte for byte to 127.0.0.1:`port` and collects the answer until the server
 * closes the socket or `timeoutMs` passes: the way to send what `fetch` and `ws` refuse to (a
 * malformed request line, a body larger than it claims, a tunnel request).
 */
export function sendRawRequest(
  port: number,
  request: string,
  options: { timeoutMs?: number } = {},
): Promise<RawAnswer> {
  const { timeoutMs = RAW_REQUEST_TIMEOUT_MS } = options
  return new Promise((resolve) => {
    const chunks: Buffer[] = []
    const socket = connect({ port, host: DEVNET_HOST }, () => socket.write(request, 'latin1'))
    const finish = (closedByServer: boolean) => {
      clearTimeout(timer)
      socket.destroy()
      const text = Buffer.concat(chunks).toString('latin1')
      const status = /^HTTP\/1\.1 (\d{3}) /.exec(text)?.[1]
      resolve({
        text,
        status: status === undefined ? undefined : Number(status),
        body: readResponseBody(text),
        closedByServer,
      })
    }
    const timer = setTimeout(() => finish(false), timeoutMs)
    socket.on('data', (chunk) => chunks.push(chunk))
    // A server may reset the socket while the rest of a refused body is still being written.
    socket.on('error', () => finish(true))
    socket.on('close', () => finish(true))
  })
}

function readResponseBody(text: string): string {
  const headEnd = text.indexOf('\r\n\r\n')
  if (headEnd === -1) return ''
  const rest = text.slice(headEnd + 4)
  if (!/\r\ntransfer-encoding: *chunked/i.test(text.slice(0, headEnd))) return rest
  let body = ''
  let index = 0
  for (;;) {
    const lineEnd = rest.indexOf('\r\n', index)
    const size = lineEnd === -1 ? 0 : Number.parseInt(rest.slice(index, lineEnd), 16)
    if (!(size > 0)) return body
    body += rest.slice(lineEnd + 2, lineEnd + 2 + size)
    index = lineEnd + 2 + size + 2
  }
}

/** Sends `request` raw to `port` and expects an answer with `status` after which the server closed the socket. */
export async function expectRawRequestRefused(
  port: number,
  request: string,
  status: number,
): Promise<RawAnswer> {
  const answer = await sendRawRequest(port, request)
  expect({ status: answer.status, closedByServer: answer.closedByServer }).toEqual({
    status,
    closedByServer: true,
  })
  return answer
}
