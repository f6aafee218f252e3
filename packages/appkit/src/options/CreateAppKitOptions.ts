import type {
  AppKitInitialState,
  AppKitOptions,
  ChainAdapter,
  Clock,
  StorageBackend,
  Timers,
} from '@atrium/core'

/**
 * Options of `createAppKit`: every option core validates (`projectId`, `networks`, `metadata`,
 * `features`, `themeMode`, …) plus the adapters and the platform pieces appkit wires itself.
 */
export type CreateAppKitOptions = AppKitOptions & {
  /**
   * One adapter per namespace, made by an adapter package (e.g. `createWagmiAdapter`). appkit never
   * imports an adapter: an adapter the dApp does not pass costs no bytes.
   */
  readonly adapters: readonly ChainAdapter[]
  /**
   * Where sessions, the active network and recent wallets are kept: `localStorage` in the browser
   * and memory on the server by default. Pass `createCookieStorage(…)` for server rendering (Next.js).
   */
  readonly storage?: StorageBackend | undefined
  /** Timers of time rules (heartbeat, snackbar, shake); the platform's by default. */
  readonly timers?: Timers | undefined
  /** Clock of event timestamps and cache entries; `Date.now` by default. */
  readonly clock?: Clock | undefined
  /**
   * Server rendering (default `false`): the instance starts from `options` and `initialState` only,
   * so the server and the hydrating browser render the same state, and what changes it (restoring
   * the last sessions, the heartbeat, the colour-scheme preference, the stored network) waits for
   * `hydrate()`, which `AppKitProvider` calls after hydration.
   */
  readonly ssr?: boolean | undefined
  /**
   * A returning visitor's state, from `cookieToInitialState(cookie)` on the server: its account shows
   * from the first paint, and is ended if its session does not come back.
   */
  readonly initialState?: AppKitInitialState | undefined
}
