import { createServer, type Server } from 'node:net'
import { afterEach, describe, expect, test } from 'vitest'
import { assertPortFree, getFreePort, isPortFree } from './ports.js'

const servers: Server[] = []

async function occupy(port: number): Promise<void> {
  const server = createServer()
  servers.push(server)
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
}

afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))))
})

describe('ports', () => {
  test('getFreePort returns a port that can be bound', async () => {
    const port = await getFreePort()

    expect(port).toBeGreaterThan(0)
    expect(await isPortFree(port)).toBe(true)
    await expect(assertPortFree({ port, service: 'EVM chain 1' })).resolves.toBeUndefined()
  })

  test('a port in use fails with DevnetPortInUseError naming the port and the service', async () => {
    const port = await getFreePort()
    await occupy(port)

    expect(await isPortFree(port)).toBe(false)
    const error = await assertPortFree({ port, service: 'EVM chain 1' }).catch((caught: unknown) => caught)
    expect(error).toMatchObject({
      name: 'DevnetPortInUseError',
      code: 'DEVNET_PORT_IN_USE',
      port,
      meta: { port, service: 'EVM chain 1' },
    })
    expect((error as Error).message.replace(String(port), '<port>')).toMatchInlineSnapshot(
      `"Port <port> is already in use (EVM chain 1). Stop the process using it or pick other ports with --port-base."`,
    )
  })
})
