import { createServer, request as httpRequest } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * A pass-through HTTP proxy on 127.0.0.1 in front of `target` (a service answering GET) that
 * records the path and query of every request but CORS preflights: how a test counts what the
 * SDK asked a local service for.
 */
export async function startRecordingProxy(target: string) {
  const requests: URL[] = []
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', target)
    if (request.method !== 'OPTIONS') requests.push(url)
    // The directory takes GET and CORS preflights only: no body, and only the headers CORS reads.
    const headers = Object.fromEntries(
      Object.entries(request.headers).filter(
        ([name]) => name === 'origin' || name.startsWith('access-control-'),
      ),
    )
    const upstream = httpRequest(url, { method: request.method, headers }, (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers)
      answer.pipe(response)
    })
    upstream.on('error', () => response.destroy())
    upstream.end()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
