import type { Namespace } from '@atrium/common'
import {
  type AppKitInitialState,
  applyAdapterAccounts,
  applyRequestedCaipNetworks,
  type ConnectionState,
  type createAccountStore,
  type createNetworkStore,
  getInitialAccountState,
  getInitialCaipNetwork,
  getInitialNetworkState,
  type ResolvedOptions,
  type ThemeMode,
} from '@atrium/core'

/** The state some stores are created with, instead of a fresh store's. */
export type InitialStores = {
  readonly themeMode?: ThemeMode | undefined
  readonly connection?: Partial<ConnectionState> | undefined
  readonly account?: Parameters<typeof createAccountStore>[0]
  readonly network?: Parameters<typeof createNetworkStore>[0]
}

/**
 * The first state of a server-rendered instance, on the server and in the hydrating browser alike:
 * taken from the options and `initialState` only, never from what one side alone can read (browser
 * storage, the colour-scheme preference). It is the stores' *initial* state, which React renders
 * during server rendering and hydration (zustand's server snapshot), so it must be set at creation:
 * the configured networks with the visitor's active one, and each namespace of `namespaces` that
 * `initialState` shows connected as connected to its account (the restore after hydration confirms
 * or ends it).
 */
export function getInitialStores(
  options: ResolvedOptions,
  parameters: {
    readonly initialState: AppKitInitialState | undefined
    readonly namespaces: readonly Namespace[]
    readonly ssr: boolean
  },
): InitialStores {
  const { initialState } = parameters
  const active = getInitialCaipNetwork({
    networks: options.networks,
    storedCaipNetworkId: initialState?.activeCaipNetworkId,
    defaultNetwork: options.defaultNetwork,
  })
  let account = getInitialAccountState()
  for (const namespace of parameters.namespaces) {
    const connection = initialState?.connections[namespace]
    if (connection !== undefined)
      account = applyAdapterAccounts(account, {
        namespace,
        accounts: [{ caipAddress: connection.caipAddress }],
      })
  }
  const connected = Object.values(account.chains).some((chain) => chain.status === 'connected')
  return {
    // The server cannot read the colour-scheme preference: both sides start light, then follow it.
    ...(parameters.ssr ? { themeMode: options.themeMode ?? 'light' } : {}),
    connection: { status: connected ? 'connected' : 'disconnected' },
    account,
    network: applyRequestedCaipNetworks(getInitialNetworkState(), { networks: options.networks, active }),
  }
}
