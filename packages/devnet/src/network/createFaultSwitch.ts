import { type DirectoryFault, parseDirectoryFault } from '../walletDirectory/parseDirectoryFault.js'
import { type HttpService, type StartHttpServiceParameters, startHttpService } from './startHttpService.js'

/** The fault switch of a devnet HTTP service, over the `fault` its app reads on every request. */
export type DevnetFaultSwitch = {
  /** The fault being played, if any. */
  readonly fault: DirectoryFault | undefined
  /**
   * Plays `fault` on every request from now on, or on those for its `path` (`undefined` clears it):
   * slow answers, an HTTP error status, cut-off bodies or a malformed entry in each list. Also over
   * HTTP: `POST /__devnet/fault`.
   *
   * @throws DevnetInvalidParameterError when `fault` is not a `DirectoryFault`.
   */
  setFault(fault: DirectoryFault | undefined): void
}

/** The switch over `state.fault`; extend it with `Object.assign`, which keeps its live `fault` getter. */
export function createFaultSwitch(state: { fault: DirectoryFault | undefined }): DevnetFaultSwitch {
  return {
    get fault() {
      return state.fault
    },
    setFault(fault) {
      state.fault = parseDirectoryFault(fault)
    },
  }
}

/**
 * Serves `fetch` (a devnet Hono app reading `state.fault`) on 127.0.0.1:`port` and returns the
 * running service with its fault switch. The app takes GET, POST (the fault switch and JSON bodies)
 * and DELETE.
 */
export async function startServiceWithFaultSwitch(parameters: {
  fetch: StartHttpServiceParameters['fetch']
  state: { fault: DirectoryFault | undefined }
  port: number
  service: string
}): Promise<DevnetFaultSwitch & HttpService> {
  const { fetch, state, port, service } = parameters
  const running = await startHttpService({ fetch, port, service, allow: 'GET, HEAD, POST, DELETE, OPTIONS' })
  return Object.assign(createFaultSwitch(state), { url: running.url, port: running.port, stop: running.stop })
}
