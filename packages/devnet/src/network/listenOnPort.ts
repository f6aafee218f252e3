import type { Server } from 'node:net'
import { DevnetPortInUseError, DevnetPortUnavailableError } from '../errors.js'

/**
 * Listens on `host:port` exclusively and resolves once bound; a taken port rejects with
 * `DevnetPortInUseError`, any other failure with `DevnetPortUnavailableError`, both naming `service`.
 */
export function listenOnPort(
  server: Server,
  parameters: { port: number; host: string; service: string },
): Promise<void> {
  const { port, host, service } = parameters
  return new Promise((resolve, reject) => {
    const onError = (error: NodeJS.ErrnoException) => {
      if (error.code === 'EADDRINUSE') {
        reject(new DevnetPortInUseError({ port, service }, { cause: error }))
        return
      }
      const reason = error.code ?? error.message
      reject(new DevnetPortUnavailableError({ port, service, reason }, { cause: error }))
    }
    server.once('error', onError)
    server.listen({ port, host, exclusive: true }, () => {
      server.off('error', onError)
      resolve()
    })
  })
}
