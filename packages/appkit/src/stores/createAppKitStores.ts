import {
  createAccountStore,
  createConnectionStore,
  createConnectorsStore,
  createEventsStore,
  createModalStore,
  createNetworkStore,
  createOptionsStore,
  createRouterStore,
  createSendStore,
  createSnackbarStore,
  createSwapStore,
  createThemeStore,
  createWalletListStore,
  type ResolvedOptions,
  toOptionsState,
} from '@atrium/core'
import { getPreferredThemeMode } from '../theme/getPreferredThemeMode.js'
import { toThemeVariables } from '../theme/toThemeVariables.js'
import type { InitialStores } from './getInitialStores.js'

/**
 * Every core store of one modal instance, fresh (STYLE §4: built here, passed down), or starting
 * from `initial` (a server-rendered instance). The theme starts on the `themeMode` option, else the
 * host's colour-scheme preference (UI-002).
 */
export function createAppKitStores(options: ResolvedOptions, initial: InitialStores = {}) {
  return {
    router: createRouterStore(),
    modal: createModalStore(),
    snackbar: createSnackbarStore(),
    theme: createThemeStore({
      themeMode: initial.themeMode ?? options.themeMode ?? getPreferredThemeMode(),
      themeVariables: toThemeVariables(options.themeVariables),
    }),
    events: createEventsStore(),
    options: createOptionsStore(toOptionsState(options)),
    connection: createConnectionStore(initial.connection),
    account: createAccountStore(initial.account),
    network: createNetworkStore(initial.network),
    connectors: createConnectorsStore(),
    walletList: createWalletListStore(),
    send: createSendStore(),
    swap: createSwapStore(),
  }
}

/** The stores of one modal instance. */
export type AppKitStoreSet = ReturnType<typeof createAppKitStores>
