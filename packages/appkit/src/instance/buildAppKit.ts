import {
  afterNextPaint,
  type CaipAddress,
  CONNECTOR_IDS,
  createLazyLoader,
  type Namespace,
} from '@atrium/common'
import {
  type AdapterCall,
  type AdapterCallsStatus,
  type AtriumEvent,
  type ConnectedWalletInfo,
  closeModal,
  createAdapterRegistry,
  createAtriumStorage,
  createEventsTracker,
  openModal,
  setConnectors,
  setFilterByNamespace,
  setRequestedCaipNetworks,
  setThemeMode,
  setThemeVariables,
  updateConnection,
  watchAdapterEvents,
  watchEvents,
} from '@atrium/core'
import type { AppKitContextValue } from '@atrium/react'
import { isMobileDevice } from '@atrium/react/internal'
import { fetchNativeBalance } from '../account/fetchNativeBalance.js'
import { watchBalance } from '../account/watchBalance.js'
import { createLazyAnalyticsTrack } from '../analytics/createLazyAnalyticsTrack.js'
import { createLazyEmbeddedLoginActions } from '../auth/createLazyEmbeddedLoginActions.js'
import { connectConnector } from '../connection/connectConnector.js'
import { createModalLoader } from '../modal/createModalLoader.js'
import { loadModalChunk } from '../modal/loadModalChunk.js'
import { resolveCatalogueNetwork } from '../network/resolveCatalogueNetwork.js'
import { watchUnsupportedChain } from '../network/watchUnsupportedChain.js'
import type { CreateAppKitOptions } from '../options/CreateAppKitOptions.js'
import { splitOptions } from '../options/splitOptions.js'
import { DEFAULT_CLOCK, DEFAULT_TIMERS } from '../platform/defaultTimers.js'
import { isBrowser } from '../platform/isBrowser.js'
import { type AppKitState, getAppKitState, watchAppKitState } from '../state/getAppKitState.js'
import { getDefaultStorageBackend } from '../storage/getDefaultStorageBackend.js'
import { persistConnectedAccounts } from '../storage/persistConnectedAccounts.js'
import { createAppKitStores } from '../stores/createAppKitStores.js'
import { getInitialStores } from '../stores/getInitialStores.js'
import { createLazyWalletConnectConnection } from '../walletconnect/createLazyWalletConnectConnection.js'
import { createLazyWalletConnectPairing } from '../walletconnect/createLazyWalletConnectPairing.js'
import { getPairingPlatform } from '../walletconnect/getPairingPlatform.js'
import { routeToWalletConnect } from '../walletconnect/routeToWalletConnect.js'
import { createLazyWalletList } from '../walletList/createLazyWalletList.js'
import type { AppKitWallets } from '../walletList/createWalletList.js'
import { createClientStart } from './createClientStart.js'
import type { WalletActionsContext } from './walletActions.js'

/** The user's wallet actions (sign, send, switch, disconnect), imported on the first one. */
const loadWalletActions = () => import('./walletActions.js')

/** Parameters of `AppKit.sendTransaction`. */
export type SendTransactionParameters = {
  readonly to: string
  readonly value: bigint
  /** Call data (EVM only). */
  readonly data?: string | undefined
  readonly namespace?: Namespace | undefined
}

/** Parameters of `AppKit.sendCalls`. */
export type SendCallsParameters = {
  /** Run in order; each `to` must start with '0x' (VAL-013). `value` in wei, `data` hex. */
  readonly calls: readonly AdapterCall[]
  readonly namespace?: Namespace | undefined
}

/** Parameters of `AppKit.getCallsStatus` and `AppKit.waitForCallsStatus`. */
export type CallsStatusParameters = {
  /** The id `sendCalls` resolved with. */
  readonly id: string
  readonly namespace?: Namespace | undefined
}

/**
 * The modal instance `createAppKit` returns: the vanilla API, and the stores and actions
 * `@atrium/react` reads (it satisfies `AppKitContextValue`, so it is what `AppKitProvider` takes).
 */
export type AppKit = AppKitContextValue & {
  /** The public state now: open, selected network, active chain, loading. */
  getState(): AppKitState
  /** Calls `listener` each time the public state changes; returns the unsubscribe. */
  subscribeState(listener: (state: AppKitState) => void): () => void
  /** Calls `listener` for every event published from now on (EVT-005); returns the unsubscribe. */
  subscribeEvents(listener: (event: AtriumEvent) => void): () => void
  /** The connected address of `namespace` (the active one by default). */
  getAddress(namespace?: Namespace): string | undefined
  /** The connected CAIP-10 address of `namespace` (the active one by default). */
  getCaipAddress(namespace?: Namespace): CaipAddress | undefined
  /** Whether an account of `namespace` (the active one by default) is connected. */
  getIsConnected(namespace?: Namespace): boolean
  /** The wallet `namespace` (the active one by default) is connected with. */
  getWalletInfo(namespace?: Namespace): ConnectedWalletInfo | undefined
  /**
   * Signs `message` with the account of `namespace` (the active one by default), through its
   * adapter or, when connected by WalletConnect, the wallet over the relay; rejects with a coded error.
   */
  signMessage(parameters: { readonly message: string; readonly namespace?: Namespace }): Promise<string>
  /**
   * Sends `value` (in the smallest unit: wei, lamports, planck, satoshis) from the account of
   * `namespace` (the active one by default) to `to` through its adapter; resolves with the
   * transaction hash, signature or txid once the chain accepted it; rejects with a coded error.
   */
  sendTransaction(parameters: SendTransactionParameters): Promise<string>
  /**
   * Sends a batch of calls from the account of `namespace` (the active one by default; EVM only):
   * with `wallet_sendCalls` when the wallet reports it (`wallet_getCapabilities`, EIP-5792), else
   * one transaction after another. Resolves with the batch id once the wallet accepted it; rejects
   * with `InvalidSendCallsTargetError` before asking the wallet when a `to` lacks '0x' (VAL-013).
   */
  sendCalls(parameters: SendCallsParameters): Promise<{ readonly id: string }>
  /** The status of batch `id` now (viem's `getCallsStatus` shape: pending, success or failure, receipts). */
  getCallsStatus(parameters: CallsStatusParameters): Promise<AdapterCallsStatus>
  /**
   * Resolves with the status of batch `id` once it is no longer pending; rejects with a coded
   * time-out after `timeout` ms (60 s by default).
   */
  waitForCallsStatus(
    parameters: CallsStatusParameters & { readonly timeout?: number | undefined },
  ): Promise<AdapterCallsStatus>
  /**
   * The modal's wallet list for a dApp's own picker: the same ordered rows, one per wallet however
   * many ways it is known, searchable and paged, with `connect`. Resolves once its code has loaded
   * (nothing of it loads at start-up) and starts loading the directory's first page. Never gated by
   * a remote flag; without a project id it lists the wallets the page and the options know.
   *
   * @example
   * const wallets = await appKit.getWallets()
   * wallets.subscribe(({ wallets }) => render(wallets))
   * await wallets.loadMore()
   */
  getWallets(): Promise<AppKitWallets>
  /** Resolves once the sessions of the last visit are restored (or found gone). */
  readonly ready: Promise<void>
  /**
   * Starts what a server-rendered instance (`ssr: true`) defers until the page has hydrated:
   * restoring the last sessions, the heartbeat, the stored network and the colour-scheme
   * preference. `AppKitProvider` calls it after hydration (call it yourself without React). Runs
   * once; does nothing on the server, nor for an instance without `ssr`, which started when created.
   */
  hydrate(): void
  /**
   * Stops the heartbeat and every watcher, removes the modal from the page and forgets the
   * instance, so a later `createAppKit` builds a new one (tests, hot reload of the config).
   */
  destroy(): void
}

/**
 * Builds one modal instance: resolves the options, builds the stores, registers the adapters and
 * watches their events, restores the last sessions, starts the heartbeat (browser only) and wires
 * the watchers (balance, UnsupportedChain) and the lazy modal. `createAppKit` calls it at most once.
 */
export function buildAppKit(options: CreateAppKitOptions, onDestroy: (appKit: AppKit) => void): AppKit {
  const { resolved, adapters } = splitOptions(options)
  const timers = options.timers ?? DEFAULT_TIMERS
  const clock = options.clock ?? DEFAULT_CLOCK
  const storageBackend = options.storage ?? getDefaultStorageBackend()
  const storage = createAtriumStorage({ backend: storageBackend, clock })
  const ssr = options.ssr === true
  const stores = createAppKitStores(
    resolved,
    ssr || options.initialState !== undefined
      ? getInitialStores(resolved, {
          initialState: options.initialState,
          namespaces: adapters.map((adapter) => adapter.namespace),
          ssr,
        })
      : {},
  )
  // Email and social sign-in need the dApp's own secure frame (Atrium's is self-hosted: the default
  // URL is no deployment of the dApp's) and email or social login on.
  const embeddedWallet =
    options.apiUrls?.frame !== undefined && (resolved.features.email || resolved.features.socials !== false)
      ? createLazyLoader(async () =>
          (await import('../auth/embeddedLogin.js')).attachEmbeddedWallet(stores, {
            resolved,
            storageBackend,
            adapters,
          }),
        )
      : undefined
  const walletConnect = createLazyWalletConnectConnection(stores, {
    options: resolved,
    storage,
    clock,
    origin: isBrowser() ? window.location.origin : 'http://localhost',
  })
  // WalletConnect serves every namespace: while a namespace is connected through it, its adapter's
  // ping, sign and disconnect go to the WalletConnect session instead.
  const registry = createAdapterRegistry(
    adapters.map((adapter) =>
      routeToWalletConnect(adapter, { connection: walletConnect, connectors: stores.connectors }),
    ),
  )

  const activeNamespace = () => stores.network.getState().activeNamespace
  const chainAccount = (namespace: Namespace | undefined) => {
    const chain = namespace ?? activeNamespace()
    return chain === undefined ? undefined : stores.account.getState().chains[chain]
  }
  const getAddress = (namespace?: Namespace) => chainAccount(namespace)?.address
  const track = createEventsTracker(stores, {
    clock,
    ...withForward(
      createLazyAnalyticsTrack({ enabled: resolved.features.analytics, options: resolved, getAddress }),
    ),
  })

  const walletList = createLazyWalletList(stores, {
    track,
    clock,
    timers,
    getRecentWallets: () => storage.getRecentWallets(),
  })
  const projectId = resolved.projectId?.trim()
  const hasDirectory = Boolean(projectId)
  // The Blockchain API client and its rules load when the Account view first asks for tokens or
  // activity, through the modal's chunk (see mountModal).
  const blockchainApi = createLazyLoader(async () =>
    (await (await loadModalChunk()).loadBlockchainApiServices()).createBlockchainApiServices(stores, {
      options: { ...resolved, projectId: projectId ?? '' },
      storageBackend,
      clock,
      timers,
      track,
      registry,
      fetchBalance: (parameters) => fetchBalance(parameters),
    }),
  )
  const tokenBalances = createLazyLoader(async () => (await blockchainApi.load()).fetchTokenBalances)
  const transactionHistory = createLazyLoader(async () => (await blockchainApi.load()).transactionHistory)

  // The send rules load with the Send view's first action (its fee estimate), through the modal's chunk.
  const sendActions = createLazyLoader(async () =>
    (await (await loadModalChunk()).loadModalSendActions()).createModalSendActions(stores, {
      registry,
      track,
      timers,
      refresh: ({ namespace, token }) => {
        void fetchBalance({ namespace })
        if (hasDirectory)
          void tokenBalances
            .load()
            .then((fetch) => fetch({ namespace, forceUpdate: token.address ?? token.symbol }))
      },
    }),
  )

  // The swap rules load with the Swap view's set-up, over the Tokens tab's Blockchain API client.
  const swapActions = async () => (await blockchainApi.load()).swapActions.load()

  // A server-rendered instance was created on its initial networks; the stored one waits for hydration.
  if (!ssr)
    setRequestedCaipNetworks(stores, {
      networks: resolved.networks,
      defaultNetwork: resolved.defaultNetwork,
      storage,
    })
  for (const adapter of adapters)
    setConnectors(stores, { namespace: adapter.namespace, wallets: adapter.listWallets() })
  const fetchBalance = (parameters: { readonly namespace?: Namespace | undefined } = {}) =>
    fetchNativeBalance(stores, { registry, namespace: parameters.namespace })
  const cleanups = [
    watchAdapterEvents(stores, { registry, storage, resolveNetwork: resolveCatalogueNetwork }),
    watchBalance(stores, fetchBalance),
    watchUnsupportedChain(stores),
    persistConnectedAccounts(stores, { storage }),
  ]
  const clientStart = createClientStart(stores, {
    options: resolved,
    registry,
    storage,
    timers,
    walletConnect,
    ssr,
    initialState: options.initialState,
    fetchBalance,
    // A session of the embedded wallet needs its AUTH connector attached before it is restored.
    beforeRestore: () =>
      embeddedWallet !== undefined &&
      adapters.some((adapter) => storage.getConnectedConnectorId(adapter.namespace) === CONNECTOR_IDS.AUTH)
        ? embeddedWallet.load()
        : undefined,
  })
  cleanups.push(clientStart.stop)
  // A restored embedded-wallet session shows its user (email, user name) like a fresh sign-in.
  if (embeddedWallet !== undefined)
    void clientStart.ready.then(async () => {
      const wallet = embeddedWallet.peek()
      if (wallet === undefined) return
      const { rememberEmbeddedUser } = await import('../auth/embeddedLogin.js')
      await rememberEmbeddedUser(stores, { authProvider: wallet.authProvider, registry })
    })
  // A server-rendered page starts it after hydration (`hydrate`, called by AppKitProvider).
  if (isBrowser() && !ssr) clientStart.start()

  const pairing = createLazyWalletConnectPairing(stores, {
    client: walletConnect,
    getPlatform: getPairingPlatform,
    clock,
    timers,
    storage,
    track,
  })
  // [CONN-019] Disconnecting signs out of every sign-in (SIWX) unless the config says not to.
  const { siwx } = resolved
  const clearSessions = siwx && siwx.signOutOnDisconnect !== false ? () => siwx.setSessions([]) : undefined
  const actions: WalletActionsContext = {
    stores,
    registry,
    storage,
    track,
    walletConnect,
    clearSessions,
    fetchBalance,
  }
  // A basic pairing: WalletConnect alone serves every namespace (ROUTER-010/028).
  if (adapters.length === 0 && resolved.enableWalletConnect) updateConnection(stores, { wcBasic: true })

  const appKit: AppKit = {
    stores,
    timers,
    clock,
    open: (parameters = {}) => {
      const { view, data, namespace } = parameters
      if (namespace !== undefined) setFilterByNamespace(stores, { namespace })
      openModal(stores, {
        isConnected: chainAccount(namespace)?.status === 'connected',
        wcBasic: stores.connection.getState().wcBasic,
        ...(view === undefined ? {} : { view: view }),
        ...(data === undefined ? {} : { data }),
        ...(namespace === undefined ? {} : { namespace }),
      })
    },
    prepareOpen: () => {
      const modalReady = modal.preload()
      // The Connect view's wallets come from the directory: ask while the user reaches for it, once
      // the modal's own files are in and a frame later, so neither the click nor the opening frame
      // waits behind the directory's code (each file requested in a task delays that task).
      if (hasDirectory && chainAccount(undefined)?.status !== 'connected')
        void modalReady.then(() => afterNextPaint(() => void walletList.actions.prefetch()))
    },
    close: () => closeModal(stores),
    connect: ({ connector }) => connectConnector(stores, { connector, registry, storage, track }),
    disconnect: async () => (await loadWalletActions()).disconnectAll(actions),
    ...(resolved.enableWalletConnect
      ? { connectWalletConnect: pairing.connect, prefetchWalletConnect: pairing.prefetch }
      : {}),
    ...(hasDirectory
      ? {
          walletList: walletList.actions,
          fetchTokenBalances: async (parameters) => (await tokenBalances.load())(parameters),
          transactionHistory,
        }
      : {}),
    ...(adapters.length > 0
      ? {
          send: {
            estimateFee: async () => (await sendActions.load()).estimateFee(),
            canTransferTokens: async () => (await sendActions.load()).canTransferTokens(),
            isReceiverValid: async (address) => (await sendActions.load()).isReceiverValid(address),
            send: async () => (await sendActions.load()).send(),
          },
        }
      : {}),
    ...(hasDirectory && adapters.length > 0
      ? {
          swap: {
            isSupported: async (caipNetworkId) => (await blockchainApi.load()).supportsSwaps(caipNetworkId),
            initialize: async () => (await swapActions()).initialize(),
            refreshQuote: async () => (await swapActions()).refreshQuote(),
            swap: async () => (await swapActions()).swap(),
          },
        }
      : {}),
    getWallets: () => walletList.getWallets(appKit),
    isDeepLinkPlatform: () => isMobileDevice() || getPairingPlatform().isTelegram,
    signMessage: async ({ message, namespace }) =>
      (await loadWalletActions()).signWithAccount(actions, {
        message,
        namespace: namespace ?? activeNamespace(),
      }),
    sendTransaction: async ({ namespace, ...transaction }) =>
      (await loadWalletActions()).sendFromAccount(actions, {
        ...transaction,
        namespace: namespace ?? activeNamespace(),
      }),
    sendCalls: async ({ calls, namespace }) =>
      (await loadWalletActions()).sendCallsFromAccount(actions, {
        calls,
        namespace: namespace ?? activeNamespace(),
      }),
    getCallsStatus: async ({ id, namespace }) =>
      (await loadWalletActions()).readCallsStatus(actions, { id, namespace: namespace ?? activeNamespace() }),
    waitForCallsStatus: async ({ id, namespace, timeout }) =>
      (await loadWalletActions()).readCallsStatus(actions, {
        id,
        namespace: namespace ?? activeNamespace(),
        wait: { timeout },
      }),
    switchNetwork: async (caipNetwork) => (await loadWalletActions()).switchToNetwork(actions, caipNetwork),
    fetchBalance,
    ...(embeddedWallet === undefined
      ? {}
      : {
          embeddedLogin: createLazyEmbeddedLoginActions(stores, {
            loadWallet: embeddedWallet.load,
            registry,
            storage,
            track,
          }),
        }),
    getRecentWallets: () => storage.getRecentWallets(),
    setThemeMode: (themeMode) => setThemeMode(stores, { themeMode }),
    setThemeVariables: (themeVariables) => setThemeVariables(stores, { themeVariables }),
    getState: () => getAppKitState(stores),
    subscribeState: (listener) => watchAppKitState(stores, listener),
    subscribeEvents: (listener) => watchEvents(stores.events, listener),
    getAddress,
    getCaipAddress: (namespace) => chainAccount(namespace)?.caipAddress,
    getIsConnected: (namespace) => chainAccount(namespace)?.status === 'connected',
    getWalletInfo: (namespace) => chainAccount(namespace)?.connectedWalletInfo,
    ready: isBrowser() ? clientStart.ready : Promise.resolve(),
    hydrate: () => {
      if (isBrowser()) clientStart.start()
    },
    destroy: () => {
      for (const cleanup of cleanups) cleanup()
      void walletConnect.dispose()
      onDestroy(appKit)
    },
  }
  const modal = createModalLoader(appKit, stores)
  cleanups.push(() => modal.dispose(), walletList.dispose)
  return appKit
}

function withForward<value>(forward: value | undefined): { forward?: value } {
  return forward === undefined ? {} : { forward }
}
