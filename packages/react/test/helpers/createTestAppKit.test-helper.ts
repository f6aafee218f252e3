import {
  type CaipNetwork,
  type CaipNetworkId,
  createLazyLoader,
  mainnet,
  type Namespace,
  parseCaipNetworkId,
} from '@atrium/common'
import {
  type ChainAdapter,
  closeModal,
  connectAdapter,
  createAccountStore,
  createAdapterRegistry,
  createAtriumStorage,
  createBlockchainApiClient,
  createConnectionStore,
  createConnectorsStore,
  createEventsStore,
  createEventsTracker,
  createMemoryStorage,
  createModalStore,
  createNetworkStore,
  createOptionsStore,
  createRouterStore,
  createSendActions,
  createSendStore,
  createSnackbarStore,
  createSwapActions,
  createSwapStore,
  createThemeStore,
  createTransactionHistoryStore,
  createWalletDirectoryClient,
  createWalletListStore,
  disconnect,
  fetchTokenBalances,
  fetchTransactionHistory,
  getAdapter,
  isNetworkSupportedByApi,
  loadMoreWallets,
  loadWalletList,
  openModal,
  type ResolveOptionsParameters,
  resolveOptions,
  retryWalletList,
  searchWalletList,
  setAccountFields,
  setConnectors,
  setRequestedCaipNetworks,
  setThemeMode,
  setThemeVariables,
  showSnackbar,
  switchNetwork,
  type Timers,
  toOptionsState,
  watchAdapterEvents,
} from '@atrium/core'
import type { AppKitContextValue, TransactionHistory } from '../../src/context/AppKitContextValue.js'

const realTimers: Timers = {
  setTimeout: (callback, delayMs) => setTimeout(callback, delayMs),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
}

/**
 * A modal instance for the view tests, composed from real core stores and actions around one
 * adapter, the way `@atrium/appkit` composes it (appkit's own tests cover its composition). With a
 * Blockchain API it reads Tokens and offers Swap on the networks that API serves.
 */
export function createTestAppKit(parameters: {
  /** One adapter per namespace; the first namespace's networks come first. */
  readonly adapters: readonly [ChainAdapter, ...ChainAdapter[]]
  readonly networks?: readonly CaipNetwork[]
  readonly options?: ResolveOptionsParameters
  /** A wallet directory to list wallets from (a local test server); none without it. */
  readonly directoryUrl?: string
  /** A Blockchain API to read token balances from (the devnet's); no Tokens tab without it. */
  readonly blockchainApi?: {
    readonly url: string
    /** The networks it is taken to serve; asked from `v1/supported-chains` when absent. */
    readonly supportedNetworkIds?: readonly CaipNetworkId[]
  }
}) {
  const networks = parameters.networks ?? [mainnet]
  const options = resolveOptions({ ...parameters.options, networks: [...networks] })
  const storage = createAtriumStorage({ backend: createMemoryStorage() })
  const registry = createAdapterRegistry(parameters.adapters)
  const stores = {
    router: createRouterStore(),
    modal: createModalStore(),
    snackbar: createSnackbarStore(),
    theme: createThemeStore(),
    events: createEventsStore(),
    options: createOptionsStore(toOptionsState(options)),
    connection: createConnectionStore(),
    account: createAccountStore(),
    network: createNetworkStore(),
    connectors: createConnectorsStore(),
    walletList: createWalletListStore(),
    send: createSendStore(),
    swap: createSwapStore(),
  }
  const track = createEventsTracker(stores, { clock: Date })
  setRequestedCaipNetworks(stores, { networks, defaultNetwork: options.defaultNetwork, storage })
  for (const adapter of parameters.adapters)
    setConnectors(stores, { namespace: adapter.namespace, wallets: adapter.listWallets() })
  const unwatch = watchAdapterEvents(stores, { registry, storage })
  const activeNamespace = (): Namespace => stores.network.getState().activeNamespace ?? 'eip155'

  const directory =
    parameters.directoryUrl === undefined
      ? undefined
      : createWalletDirectoryClient({ projectId: 'test-project', baseUrl: parameters.directoryUrl })
  const listServices = directory && {
    directory,
    track,
    featuredWalletIds: options.featuredWalletIds,
    clock: Date,
    timers: realTimers,
  }
  const blockchainApi =
    parameters.blockchainApi &&
    createBlockchainApiClient({
      projectId: 'test-project',
      baseUrl: parameters.blockchainApi.url,
      supportedNetworkIds: parameters.blockchainApi.supportedNetworkIds,
    })
  const showErrorSnackbar = ({ message }: { readonly message: string }) =>
    showSnackbar(stores, { variant: 'error', message, timers: realTimers })
  const transactionHistory =
    blockchainApi &&
    createLazyLoader(async (): Promise<TransactionHistory> => {
      const history = createTransactionHistoryStore()
      const fetchPage = async (page: 'first' | 'next') => {
        const caipAddress = stores.account.getState().chains[activeNamespace()].caipAddress
        if (caipAddress === undefined) return
        await fetchTransactionHistory(
          { history },
          { caipAddress, client: blockchainApi, page, showSnackbar: showErrorSnackbar, track },
        )
      }
      return {
        store: history,
        fetchFirstPage: () => fetchPage('first'),
        fetchNextPage: () => fetchPage('next'),
      }
    })
  const fetchBalance = async () => {
    const namespace = activeNamespace()
    const caipAddress = stores.account.getState().chains[namespace].caipAddress
    const adapter = getAdapter(registry, namespace)
    if (caipAddress === undefined || adapter.getBalance === undefined) return
    const { balance, symbol } = await adapter.getBalance({ caipAddress })
    setAccountFields(stores, { namespace, fields: { balance, balanceSymbol: symbol } })
  }
  const fetchTokens = async (forceUpdate?: string) => {
    const caipAddress = stores.account.getState().chains[activeNamespace()].caipAddress
    if (caipAddress === undefined || blockchainApi === undefined) return
    await fetchTokenBalances(stores, {
      caipAddress,
      client: blockchainApi,
      forceUpdate,
      showSnackbar: ({ variant, message }) => showSnackbar(stores, { variant, message, timers: realTimers }),
    })
  }
  const swapActions =
    blockchainApi &&
    createSwapActions(stores, {
      registry,
      client: blockchainApi,
      track,
      timers: realTimers,
      showSnackbar: ({ variant, message }) => showSnackbar(stores, { variant, message, timers: realTimers }),
      onSwapped: async ({ toToken }) => {
        await Promise.all([fetchBalance(), fetchTokens(toToken.address)])
      },
    })
  const appKit: AppKitContextValue = {
    stores,
    timers: realTimers,
    ...(transactionHistory && { transactionHistory }),
    ...(blockchainApi && { fetchTokenBalances: () => fetchTokens() }),
    ...(blockchainApi &&
      swapActions && {
        swap: {
          isSupported: async (caipNetworkId) =>
            parseCaipNetworkId(caipNetworkId).namespace === 'eip155' &&
            (await isNetworkSupportedByApi(blockchainApi, caipNetworkId)),
          initialize: () => swapActions.initialize(),
          refreshQuote: () => swapActions.refreshQuote(),
          swap: () => swapActions.swap(),
        },
      }),
    ...(listServices && {
      walletList: {
        prefetch: () => loadWalletList(stores, listServices),
        loadMore: () => loadMoreWallets(stores, listServices),
        search: (text) => searchWalletList(stores, { ...listServices, text }),
        retry: () => retryWalletList(stores, listServices),
      },
    }),
    open: (open = {}) => {
      const isConnected = stores.account.getState().chains[activeNamespace()].status === 'connected'
      openModal(stores, {
        isConnected,
        ...(open.view === undefined ? {} : { view: open.view }),
        ...(open.data === undefined ? {} : { data: open.data }),
        ...(open.namespace === undefined ? {} : { namespace: open.namespace }),
      })
    },
    close: () => closeModal(stores),
    connect: async ({ connector }) => {
      await connectAdapter(stores, {
        registry,
        storage,
        namespace: connector.chain,
        connectorId: connector.id,
      })
      storage.setRecentWallets([{ id: connector.id, name: connector.name, rdns: connector.info?.rdns }])
    },
    disconnect: () => disconnect(stores, { registry, storage, track }),
    switchNetwork: async (caipNetwork) => {
      await switchNetwork(stores, { caipNetwork, registry, storage, track })
    },
    fetchBalance,
    send: createSendActions(stores, {
      registry,
      track,
      timers: realTimers,
      showSnackbar: ({ variant, message }) => showSnackbar(stores, { variant, message, timers: realTimers }),
    }),
    getRecentWallets: () => storage.getRecentWallets(),
    setThemeMode: (themeMode) => setThemeMode(stores, { themeMode }),
    setThemeVariables: (themeVariables) => setThemeVariables(stores, { themeVariables }),
  }
  return { appKit, stores, storage, dispose: unwatch }
}
