import { request } from 'node:http'
import { createServer, type Server, Socket } from 'node:net'
import { afterEach, describe, expect, test } from 'vitest'
import { installLoopbackGuard, type LoopbackGuard } from './installLoopbackGuard.js'

let guard: LoopbackGuard | undefined
let server: Server | undefined

afterEach(async () => {
  guard?.uninstall()
  await new Promise((resolve) => (server === undefined ? resolve(undefined) : server.close(resolve)))
  server = undefined
})

function failsToConnect(options: { host: string; port: number }): Promise<Error> {
  return new Promise((resolve) => {
    const socket = new Socket()
    socket.once('error', resolve)
    socket.connect(options)
  })
}

describe('installLoopbackGuard', () => {
  // 192.0.2.0/24 is TEST-NET-1 (RFC 5737): never routed, so nothing leaves even without the guard.
  test('rejects fetch to a non-loopback host and records the URL', async () => {
    guard = installLoopbackGuard()

    await expect(fetch('http://192.0.2.1/attestation')).rejects.toThrow('Blocked by the loopback guard')

    expect(guard.violations).toEqual(['http://192.0.2.1/attestation'])
  })

  test('fails TCP connects (net, http) to non-loopback hosts with an error on the socket', async () => {
    guard = installLoopbackGuard()

    const error = await failsToConnect({ host: '192.0.2.1', port: 443 })
    const httpError = await new Promise<Error>((resolve) =>
      request({ host: '192.0.2.2', port: 80 }).once('error', resolve).end(),
    )

    expect(error.message).toBe('Blocked by the loopback guard: 192.0.2.1:443')
    expect(httpError.message).toBe('Blocked by the loopback guard: 192.0.2.2:80')
    expect(guard.violations).toEqual(['192.0.2.1:443', '192.0.2.2:80'])
  })

  test('lets loopback connects through', async () => {
    server = createServer((socket) => socket.end('hi'))
    await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve))
    const { port } = server.address() as { port: number }
    guard = installLoopbackGuard()

    const reply = await new Promise<string>((resolve, reject) => {
      const socket = new Socket()
      socket.once('error', reject)
      socket.once('data', (data) => resolve(data.toString()))
      socket.connect({ host: '127.0.0.1', port })
    })

    expect(reply).toBe('hi')
    expect(guard.violations).toEqual([])
  })

  test('uninstall() restores fetch and connect', () => {
    const { fetch: originalFetch } = globalThis
    const originalConnect = Socket.prototype.connect
    guard = installLoopbackGuard()

    guard.uninstall()
    guard.uninstall()

    expect(globalThis.fetch).toBe(originalFetch)
    expect(Socket.prototype.connect).toBe(originalConnect)
  })
})
