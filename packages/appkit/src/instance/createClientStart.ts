import { CONNECTOR_IDS, type Namespace } from '@atrium/common'
import {
  type AdapterRegistry,
  type AppKitInitialState,
  type AtriumStorage,
  createAdapterRegistry,
  handleAdapterEvent,
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
  const { options, registry, storage, walletConnect, initialState } = parameters
  let started = false
  let stopHeartbeat: (() => void) | undefined
  let settle: (restored: Promise<void>) => void = () => {}
  const ready = new Promise<void>((resolve) => {
    settle = resolve
  })

  const restore = async () => {
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
    for (const namespace of Object.keys(initialState?.connections ?? {}) as Namespace[]) {
      if (stores.account.getState().chains[namespace].status !== 'connected') continue
      // Restored to the account it already showed: no change for the balance watcher to see.
      if (back.has(namespace)) void parameters.fetchBalance({ namespace })
      else handleAdapterEvent(stores, { namespace, event: { type: 'disconnect' }, storage })
    }
    const connected = Object.values(stores.account.getState().chains).some(
      (chain) => chain.status === 'connected',
    )
    if (!connected && stores.connection.getState().status !== 'disconnected')
      setConnectionStatus(stores, { status: 'disconnected', storage })
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
