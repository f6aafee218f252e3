import { AtriumError, HEARTBEAT_INTERVAL_MS, type Namespace } from '@atrium/common'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { ChainAdapter } from '../adapters/ChainAdapter.js'
import { createAdapterRegistry } from '../adapters/createAdapterRegistry.js'
import { createConnectorsStore } from '../connectors/createConnectorsStore.js'
import { startHeartbeat } from './startHeartbeat.js'
import type { Timers } from './Timers.js'

const timers: Timers = {
  setTimeout: (callback, delayMs) => setTimeout(callback, delayMs),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
}

/** An in-memory session whose liveness check the test controls. */
function createPingingAdapter(namespace: Namespace, ping?: () => Promise<void>) {
  const pings: number[] = []
  const adapter: ChainAdapter = {
    namespace,
    listWallets: () => [],
    connect: () => Promise.reject(new Error('unused')),
    disconnect: async () => {},
    subscribe: () => () => {},
    ...(ping === undefined
      ? {}
      : {
          ping: () => {
            pings.push(Date.now())
            return ping()
          },
        }),
  }
  return { adapter, pings }
}

const connectedEvmAndSolana = () =>
  createConnectorsStore({
    activeConnectorIds: { eip155: 'io.metamask', solana: 'phantom', polkadot: undefined, bip122: undefined },
  })

describe('startHeartbeat', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('[CONN-025] pings every connected adapter every 5 s until stopped', async () => {
    const evm = createPingingAdapter('eip155', async () => {})
    const sol = createPingingAdapter('solana', async () => {})
    const stop = startHeartbeat(
      { connectors: connectedEvmAndSolana() },
      { registry: createAdapterRegistry([evm.adapter, sol.adapter]), timers },
    )
    await vi.advanceTimersByTimeAsync(HEARTBEAT_INTERVAL_MS - 1)
    expect(evm.pings).toHaveLength(0)
    await vi.advanceTimersByTimeAsync(1)
    expect(evm.pings).toHaveLength(1)
    expect(sol.pings).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(HEARTBEAT_INTERVAL_MS * 2)
    expect(evm.pings).toHaveLength(3)
    stop()
    await vi.advanceTimersByTimeAsync(HEARTBEAT_INTERVAL_MS * 3)
    expect(evm.pings).toHaveLength(3)
    expect(HEARTBEAT_INTERVAL_MS).toBe(5_000)
  })

  it('[CONN-025] skips adapters without ping or without a connection, and a ping still pending', async () => {
    const neverAnswers = createPingingAdapter('eip155', () => new Promise(() => {}))
    const notConnected = createPingingAdapter('polkadot', async () => {})
    const noPing = createPingingAdapter('solana')
    startHeartbeat(
      { connectors: connectedEvmAndSolana() },
      {
        registry: createAdapterRegistry([neverAnswers.adapter, notConnected.adapter, noPing.adapter]),
        timers,
      },
    )
    await vi.advanceTimersByTimeAsync(HEARTBEAT_INTERVAL_MS * 3)
    expect(neverAnswers.pings).toHaveLength(1)
    expect(notConnected.pings).toHaveLength(0)
  })

  it('[CONN-025] reports a failed ping with its namespace', async () => {
    const failing = createPingingAdapter('eip155', () =>
      Promise.reject(new AtriumError('RPC_DISCONNECTED', 'The provider is disconnected from all chains.')),
    )
    const failures: { namespace: Namespace; error: unknown }[] = []
    startHeartbeat(
      { connectors: connectedEvmAndSolana() },
      {
        registry: createAdapterRegistry([failing.adapter]),
        timers,
        onPingFailed: (failure) => failures.push(failure),
      },
    )
    await vi.advanceTimersByTimeAsync(HEARTBEAT_INTERVAL_MS)
    expect(failures).toEqual([
      { namespace: 'eip155', error: expect.objectContaining({ code: 'RPC_DISCONNECTED' }) },
    ])
  })
})
