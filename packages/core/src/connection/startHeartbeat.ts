import { HEARTBEAT_INTERVAL_MS, type Namespace } from '@atrium/common'
import { type AdapterRegistry, listAdapters } from '../adapters/createAdapterRegistry.js'
import type { ConnectorsStore } from '../connectors/createConnectorsStore.js'
import type { Timers } from './Timers.js'

export type StartHeartbeatParameters = {
  readonly registry: AdapterRegistry
  readonly timers: Timers
  /** Called when a connected adapter's `ping` rejects, e.g. to disconnect that namespace. */
  readonly onPingFailed?:
    | ((failure: { readonly namespace: Namespace; readonly error: unknown }) => void)
    | undefined
}

/** Stops the heartbeat. */
export type StartHeartbeatReturnType = () => void
export type StartHeartbeatErrorType = never

/**
 * [CONN-025] The heartbeat (A-48: owned by core's connection layer, started by `createAppKit`
 * once and stopped on teardown). Every 5 s it pings each registered adapter that implements
 * `ping` and has a connector id in the connectors store, i.e. a live session; an adapter whose
 * previous ping is still pending is skipped for that beat.
 */
export function startHeartbeat(
  stores: { readonly connectors: ConnectorsStore },
  parameters: StartHeartbeatParameters,
): StartHeartbeatReturnType {
  const { registry, timers, onPingFailed } = parameters
  const pending = new Set<Namespace>()
  let handle: unknown
  let stopped = false

  const beat = () => {
    if (stopped) return
    const connectorIds = stores.connectors.getState().activeConnectorIds
    for (const adapter of listAdapters(registry)) {
      const { namespace } = adapter
      if (adapter.ping === undefined || connectorIds[namespace] === undefined || pending.has(namespace))
        continue
      pending.add(namespace)
      adapter
        .ping()
        .catch((error: unknown) => {
          if (!stopped) onPingFailed?.({ namespace, error })
        })
        .finally(() => pending.delete(namespace))
    }
    handle = timers.setTimeout(beat, HEARTBEAT_INTERVAL_MS)
  }

  handle = timers.setTimeout(beat, HEARTBEAT_INTERVAL_MS)
  return () => {
    stopped = true
    timers.clearTimeout(handle)
  }
}
