import { CONNECTOR_IDS, type Namespace } from '@atrium/common'
import {
  type AdapterRegistry,
  type AppKitInitialState,
  type AtriumStorage,
  createAdapterRegistry,
  handleAdapterEvent,
  type InitialConnection,
  listAdapters,
  type ResolvedOptions,
  setConnectionStatus,
  setRequestedCaipNetworks,
  setThemeMode,
  startHeartbeat,
  type Timers,
} from '@atrium/core'
import { restoreSessions } from '../connection/restoreSessions.js'
import type { AppKitStoreSet } from '../stores/createAppKitStores.js'
import { getPreferredThemeMode } from '../theme/getPreferredThemeMode.js'
import type { WalletConnectConnection } from '../walletconnect/createWalletConnectConnection.js'

export type CreateClientStartParameters = {
  readonly options: ResolvedOptions
  readonly registry: AdapterRegistry
  readonly storage: AtriumStorage
  readonly timers: Timers
  readonly walletConnect: Pick<WalletConnectConnection, 'restore' | 'getNamespaces'>
  /** Server rendering: the stored network and the colour-scheme preference are applied on start. */
  readonly ssr: boolean
  readonly initialState: AppKitInitialState | undefined
  readonly fetchBalance: (parameters: { readonly namespace: Namespace }) => Promise<unknown>
  /** Runs (and is awaited) before the sessions are restored; a failure does not stop the restore. */
  readonly beforeRestore?: (() => Promise<unknown> | undefined) | undefined
}

/** What `createClientStart` returns. */
export type ClientStart = {
  /** Runs the browser's start-up once; later calls do nothing. */
  start(): void
  /** Settles once the sessions of the last visit are restored (or found gone). */
  readonly ready: Promise<void>
  /** Stops the heartbeat. */
  stop(): void
}

/**
 * The start-up that only a browser runs and that changes what the page renders: restoring the last
 * sessions without a prompt (STORE-007), the heartbeat (CONN-025) and, for a server-rendered
 * instance, the stored network (STORE-004) and the colour-scheme preference (UI-002). A page
 * rendered on the server must run it after hydration, or the browser's first render would not
 * match the server's HTML (React #418) and wagmi would change state before `WagmiProvider`
 * hydrates it; a namespace the initial state showed connected whose session does not come back is
 * disconnected then.
 */
export function createClientStart(
  stores: AppKitStoreSet,
  parameters: CreateClientStartParameters,
): ClientStart {
  const { options, registry, storage, walletConnect, initialState, fetchBalance } = parameters
  let started = false
  let stopHeartbeat: (() => void) | undefined
  let settle: (restored: Promise<void>) => void = () => {}
  const ready = new Promise<void>((resolve) => {
    settle = resolve
  })

  const restore = async () => {
    // Awaited only when there is something to wait for: otherwise the restore starts in this very
    // call, so the page reads 'connecting' from its first render (STORE-007).
    const before = parameters.beforeRestore?.()
    if (before !== undefined) await before.catch(() => undefined)
    const [restored, walletConnectRestored] = await Promise.all([
      // A namespace last connected through WalletConnect is the connection's to restore.
      restoreSessions(stores, {
        registry: createAdapterRegistry(
          listAdapters(registry).filter(
            (adapter) => storage.getConnectedConnectorId(adapter.namespace) !== CONNECTOR_IDS.WALLET_CONNECT,
          ),
        ),
        storage,
      }),
      walletConnect.restore().catch(() => false),
    ])
    const back = new Set([...restored, ...(walletConnectRestored ? walletConnect.getNamespaces() : [])])
    if (initialState !== undefined)
      settleInitialConnections(stores, { initialState, back, storage, fetchBalance })
  }

  return {
    start: () => {
      if (started) return
      started = true
      if (parameters.ssr) {
        setRequestedCaipNetworks(stores, {
          networks: options.networks,
          defaultNetwork: options.defaultNetwork,
          storage,
        })
        if (options.themeMode === undefined) setThemeMode(stores, { themeMode: getPreferredThemeMode() })
      }
      stopHeartbeat = startHeartbeat(stores, {
        registry,
        timers: parameters.timers,
        onPingFailed: ({ namespace }) =>
          handleAdapterEvent(stores, { namespace, event: { type: 'disconnect' }, storage }),
      })
      settle(restore())
    },
    ready,
    stop: () => stopHeartbeat?.(),
  }
}

/**
 * After the restore, each namespace the initial state showed connected: one whose session came back
 * to the same account has its balance read (the account store did not change, so the balance watcher
 * saw nothing); one whose session did not is disconnected, and with none connected, the status too.
 */
function settleInitialConnections(
  stores: AppKitStoreSet,
  parameters: {
    readonly initialState: AppKitInitialState
    readonly back: ReadonlySet<Namespace>
    readonly storage: AtriumStorage
    readonly fetchBalance: CreateClientStartParameters['fetchBalance']
  },
): void {
  const { initialState, back, storage } = parameters
  for (const [namespace, connection] of Object.entries(initialState.connections) as [
    Namespace,
    InitialConnection,
  ][]) {
    const chain = stores.account.getState().chains[namespace]
    if (chain.status !== 'connected') continue
    if (!back.has(namespace))
      handleAdapterEvent(stores, { namespace, event: { type: 'disconnect' }, storage })
    else if (chain.caipAddress === connection.caipAddress) void parameters.fetchBalance({ namespace })
  }
  const connected = Object.values(stores.account.getState().chains).some(
    (chain) => chain.status === 'connected',
  )
  if (!connected && stores.connection.getState().status !== 'disconnected')
    setConnectionStatus(stores, { status: 'disconnected', storage })
}
