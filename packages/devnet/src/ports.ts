import { type AddressInfo, createServer, type Server } from 'node:net'
import { DevnetPortInUseError, DevnetPortUnavailableError } from './errors.js'

/** Every devnet service listens on loopback only. */
export const DEVNET_HOST = '127.0.0.1'

/** Highest TCP port number. */
export const MAX_PORT = 65_535

/**
 * Throws `DevnetPortInUseError` when `port` cannot be bound on 127.0.0.1 because another process
 * listens there. Checking before spawning gives a clear error instead of a child's stderr line;
 * a process that grabs the port in between is still caught when the child fails to bind.
 */
export async function assertPortFree(parameters: { port: number; service: string }): Promise<void> {
  const { port, service } = parameters
  try {
    const server = await listen(port)
    await close(server)
  } catch (error) {
    if (errorCode(error) === 'EADDRINUSE') throw new DevnetPortInUseError({ port, service }, { cause: error })
    throw new DevnetPortUnavailableError(
      { port, service, reason: errorCode(error) ?? String(error) },
      { cause: error },
    )
  }
}

/** True when `port` can be bound on 127.0.0.1 right now. */
export async function isPortFree(port: number): Promise<boolean> {
  try {
    await close(await listen(port))
    return true
  } catch {
    return false
  }
}

/** A port the kernel reports free on 127.0.0.1. */
export async function getFreePort(): Promise<number> {
  const server = await listen(0)
  const { port } = server.address() as AddressInfo
  await close(server)
  return port
}

function listen(port: number): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.unref()
    server.once('error', reject)
    server.listen({ port, host: DEVNET_HOST, exclusive: true }, () => {
      server.off('error', reject)
      resolve(server)
    })
  })
}

function close(server: Server): Promise<void> {
  return new Promise((resolve) => server.close(() => resolve()))
}

function errorCode(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code
  return typeof code === 'string' ? code : undefined
}
