import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, test } from 'vitest'
import { DevnetSpawnError } from '../errors.js'
import { DEVNET_HOST, isPortFree } from '../ports.js'
import { startTcpProxy, type TcpProxy, type TcpProxyTarget } from './startTcpProxy.js'

/** A real HTTP service on 127.0.0.1 that answers who it is and counts how often it was started and closed. */
function createTargetFactory() {
  const counts = { started: 0, closed: 0 }
  async function startTarget(): Promise<TcpProxyTarget> {
    counts.started += 1
    const server: Server = createServer((request, response) => response.end(`target saw ${request.url}`))
    await new Promise<void>((resolve) => server.listen(0, DEVNET_HOST, resolve))
    return {
      port: (server.address() as AddressInfo).port,
      async close() {
        counts.closed += 1
        server.closeAllConnections()
        await new Promise<void>((resolve) => server.close(() => resolve()))
      },
    }
  }
  return { counts, startTarget }
}

describe('startTcpProxy', () => {
  const proxies: TcpProxy[] = []

  afterEach(async () => {
    await Promise.all(proxies.splice(0).map((proxy) => proxy.stop()))
  })

  async function start(startTarget: () => Promise<TcpProxyTarget>, port = 0): Promise<TcpProxy> {
    const proxy = await startTcpProxy({ port, host: DEVNET_HOST, service: 'test service', startTarget })
    proxies.push(proxy)
    return proxy
  }

  test('listens at once and starts the target on the first connection only', async () => {
    const { counts, startTarget } = createTargetFactory()
    const proxy = await start(startTarget)
    expect(await isPortFree(proxy.port)).toBe(false)
    expect(proxy.isTargetRunning).toBe(false)
    expect(counts.started).toBe(0)

    const [first, second] = await Promise.all([
      fetch(`http://${DEVNET_HOST}:${proxy.port}/first`).then((response) => response.text()),
      fetch(`http://${DEVNET_HOST}:${proxy.port}/second`).then((response) => response.text()),
    ])

    expect([first, second]).toEqual(['target saw /first', 'target saw /second'])
    expect(proxy.isTargetRunning).toBe(true)
    expect(counts.started).toBe(1)
  })

  test('ensureTarget() starts the target without a connection', async () => {
    const { counts, startTarget } = createTargetFactory()
    const proxy = await start(startTarget)

    await proxy.ensureTarget()
    await proxy.ensureTarget()

    expect(proxy.isTargetRunning).toBe(true)
    expect(counts.started).toBe(1)
  })

  test('drops connections and keeps the error when the target fails to start', async () => {
    let attempts = 0
    const failure = new DevnetSpawnError({ service: 'test service', reason: 'no runtime' })
    const proxy = await start(async () => {
      attempts += 1
      throw failure
    })

    await expect(fetch(`http://${DEVNET_HOST}:${proxy.port}/`)).rejects.toThrow(TypeError)
    await expect(proxy.ensureTarget()).rejects.toBe(failure)
    expect(attempts).toBe(1)
    expect(proxy.isTargetRunning).toBe(false)
  })

  test('refuses a port another process listens on with DevnetPortInUseError', async () => {
    const { startTarget } = createTargetFactory()
    const proxy = await start(startTarget)

    await expect(start(startTarget, proxy.port)).rejects.toMatchObject({
      name: 'DevnetPortInUseError',
      code: 'DEVNET_PORT_IN_USE',
      port: proxy.port,
      message: `Port ${proxy.port} is already in use (test service). Stop the process using it or pick other ports with --port-base.`,
    })
  })

  test('stop() closes the target and frees the port; it is idempotent', async () => {
    const { counts, startTarget } = createTargetFactory()
    const proxy = await start(startTarget)
    await proxy.ensureTarget()

    await Promise.all([proxy.stop(), proxy.stop()])

    expect(counts.closed).toBe(1)
    expect(proxy.isTargetRunning).toBe(false)
    expect(await isPortFree(proxy.port)).toBe(true)
  })

  test('stop() during a start waits for it and closes the target', async () => {
    const { counts, startTarget } = createTargetFactory()
    const proxy = await start(startTarget)
    const starting = proxy.ensureTarget()

    await proxy.stop()

    await starting
    expect(counts).toEqual({ started: 1, closed: 1 })
  })

  test('does not start a target after stop()', async () => {
    const { counts, startTarget } = createTargetFactory()
    const proxy = await start(startTarget)
    await proxy.stop()

    await expect(proxy.ensureTarget()).rejects.toThrowErrorMatchingInlineSnapshot(
      `[DevnetSpawnError: test service could not be started: it was stopped.]`,
    )
    expect(counts.started).toBe(0)
  })

  test('ensureTarget() rejects once a started target was stopped', async () => {
    const { startTarget } = createTargetFactory()
    const proxy = await start(startTarget)
    await proxy.ensureTarget()
    await proxy.stop()

    await expect(proxy.ensureTarget()).rejects.toMatchObject({ code: 'DEVNET_SPAWN_FAILED' })
  })
})
