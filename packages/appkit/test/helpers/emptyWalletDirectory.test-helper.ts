import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

let url: string | undefined

/**
 * Starts, on 127.0.0.1, a wallet directory that lists no wallet (`GET /getWallets` answers
 * `{ data: [], count: 0 }`, open to any origin as the real one is), so a test's modal asks a local
 * service instead of the public one and lists only the page's wallets. Resolves with its stop.
 */
export async function startEmptyWalletDirectory(): Promise<() => Promise<void>> {
  const server = createServer((request, response) => {
    const cors = { 'access-control-allow-origin': '*', 'access-control-allow-headers': '*' }
    if (request.method === 'OPTIONS') {
      response.writeHead(204, cors).end()
      return
    }
    const found = new URL(request.url ?? '/', 'http://127.0.0.1').pathname === '/getWallets'
    response.writeHead(found ? 200 : 404, { 'content-type': 'application/json', ...cors })
    response.end(JSON.stringify(found ? { data: [], count: 0 } : { message: 'Not Found' }))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections()
      server.close(() => resolve())
    })
}

/** The URL of the directory `startEmptyWalletDirectory` started for this test file. */
export function getEmptyWalletDirectoryUrl(): string {
  if (url === undefined) throw new Error('startEmptyWalletDirectory has not run (vitest.setup.ts starts it)')
  return url
}
