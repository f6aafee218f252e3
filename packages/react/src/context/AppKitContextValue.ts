import type {
  CaipNetwork,
  CaipNetworkId,
  EmbeddedSocialProvider,
  LazyLoader,
  Namespace,
} from '@atrium/common'
import type {
  AccountStore,
  AuthEmailAction,
  AuthEmailUpdateAction,
  Clock,
  ConnectionStore,
  Connector,
  ConnectorsStore,
  EventsStore,
  ModalStore,
  NetworkStore,
  OptionsStore,
  RouterStore,
  RouterView,
  RouterViewData,
  SendActions,
  SendStore,
  SnackbarStore,
  SwapActions,
  SwapStore,
  ThemeMode,
  ThemeStore,
  ThemeVariables,
  Timers,
  TransactionHistoryStore,
  Wallet,
  WalletListStore,
} from '@atrium/core'

/** The core stores of one modal instance that the views, hooks and buttons read. */
export type AppKitStores = {
  readonly router: RouterStore
  readonly modal: ModalStore
  readonly snackbar: SnackbarStore
  readonly theme: ThemeStore
  readonly events: EventsStore
  readonly options: OptionsStore
  readonly connection: ConnectionStore
  readonly account: AccountStore
  readonly network: NetworkStore
  readonly connectors: ConnectorsStore
  readonly walletList: WalletListStore
  readonly send: SendStore
  readonly swap: SwapStore
}

/**
 * The wallet directory's list actions (SPEC §7 `/getWallets`), bound to the instance's directory
 * client, analytics and clock. None rejects: a failure is an `error` status in the wallet-list
 * store, which `retry` asks again.
 */
export type WalletListActions = {
  /**
   * Loads what the Connect view shows from the directory (the first page, the featured wallets,
   * the excluded wallets' rdns) unless it is loaded or loading: a second open makes no request.
   * The modal calls it when it shows the wallets; a button may call it when the user reaches for it.
   */
  prefetch(): Promise<void>
  /** Loads the next page of 40 (CONNECTOR-019); nothing once every page is loaded. */
  loadMore(): Promise<void>
  /** Searches the directory (CONNECTOR-020/021, `SEARCH_WALLET`); blank text clears the search. */
  search(text: string): Promise<void>
  /** Asks again for whatever failed. */
  retry(): Promise<void>
}

/**
 * The active account's transaction history (the Account view's Activity, HIST-001..006): the store
 * and the two reads, bound to the instance's Blockchain API client, snackbar and analytics. The
 * reads never reject: a failure is the store's `failed`, with the 'Failed to fetch transactions'
 * snackbar and event (HIST-004).
 */
export type TransactionHistory = {
  readonly store: TransactionHistoryStore
  /** Reads the active account's first page, starting its history over; nothing without an account. */
  fetchFirstPage(): Promise<void>
  /** Reads the page after the stored cursor (HIST-002); nothing at the end or while a read runs. */
  fetchNextPage(): Promise<void>
}

/**
 * The Swap view's actions over core's swap rules, which load on the first of them (the view edits
 * the swap store itself with core's `updateSwapForm` and `flipSwapTokens`). None rejects.
 */
export type SwapViewActions = {
  /** Whether Swap is offered on `caipNetworkId`: an EVM network the Blockchain API serves. */
  isSupported(caipNetworkId: CaipNetworkId): Promise<boolean>
  /** Sets up the form for the active account (SWAP-001); a failure goes back one view (SWAP-002). */
  initialize(): ReturnType<SwapActions['initialize']>
  /** Quotes the form once the typing pauses (SWAP-003); an older call resolves `stale`. */
  refreshQuote(): ReturnType<SwapActions['refreshQuote']>
  /** Sends the approval or the swap the quote prepared (SWAP-006/008); Account once swapped (SWAP-014). */
  swap(): ReturnType<SwapActions['swap']>
}

/**
 * Sign-in with the embedded wallet of the dApp's secure frame. Each call loads the frame client
 * on first use; rejections are coded `AtriumError`s whose message is for the user (a wrong or
 * expired code, the cooldown, a closed window, …). After a sign-in the embedded wallet is
 * connected on every namespace it serves, the active one last so that it stays active.
 */
export type EmbeddedLoginActions = {
  /** Seconds until another code may be mailed (FRAME-022); 0 when now. */
  getEmailCooldownSeconds(): Promise<number>
  /** Mails a code, or a new device's approval link, to `email`; resolves with the next step (FRAME-020). */
  connectEmail(parameters: { readonly email: string }): Promise<{ readonly action: AuthEmailAction }>
  /** Waits for the approval `connectEmail` mailed, then mails the code. */
  connectDevice(): Promise<void>
  /** Checks the code, then connects the embedded wallet. */
  connectOtp(parameters: { readonly otp: string }): Promise<void>
  /** Connects the embedded wallet of the user the frame has signed in (`connectEmail` answered `CONNECT`). */
  connectWallet(): Promise<void>
  /** The provider's sign-in page, to open in the social window. */
  getSocialRedirectUri(parameters: {
    readonly provider: EmbeddedSocialProvider
  }): Promise<{ readonly uri: string }>
  /** Finishes a social sign-in with the URL the social window came back to, then connects the embedded wallet. */
  connectSocial(parameters: {
    readonly provider: EmbeddedSocialProvider
    readonly uri: string
  }): Promise<void>
  /** The Farcaster sign-in link, to show as a QR code and a link. */
  getFarcasterUri(): Promise<{ readonly url: string }>
  /** Waits for the Farcaster sign-in of the link `getFarcasterUri` gave, then connects the embedded wallet. */
  connectFarcaster(): Promise<void>
  /**
   * Starts changing the signed-in user's email to `email` (FRAME-021): mails a code to the current
   * address (`VERIFY_PRIMARY_OTP`), or to the new one when the user has no email yet.
   */
  updateEmail(parameters: { readonly email: string }): Promise<{ readonly action: AuthEmailUpdateAction }>
  /** Checks the current address's code, then mails one to the new address. */
  updateEmailPrimaryOtp(parameters: { readonly otp: string }): Promise<void>
  /** Checks the new address's code; the account's user then carries the new email. */
  updateEmailSecondaryOtp(parameters: { readonly otp: string }): Promise<{ readonly newEmail: string }>
  /**
   * [ROUTER-021] Reloads the secure frame, dropping what it was doing (a Farcaster sign-in the user
   * went back from); resolves once the reloaded frame is ready. When another sign-in started after
   * that Farcaster one, the frame is left as it is: the reload would drop the new sign-in.
   */
  reloadFrame(): Promise<void>
  /** [ROUTER-021] Sends the dApp's metadata (OPT-011) to the frame again, after a reload. */
  syncDappData(): Promise<void>
}

/** Parameters of `open`. */
export type OpenParameters = {
  /** The view to open on; `Account` when connected, otherwise `Connect`. */
  readonly view?: RouterView | undefined
  /** Data the view is opened with (e.g. the connector of `ConnectingExternal`). */
  readonly data?: RouterViewData | undefined
  /** Open for one namespace only. */
  readonly namespace?: Namespace | undefined
}

/**
 * What `AppKitProvider` hands to the hooks, views and buttons: the stores of one modal instance and
 * the actions that need more than a store (adapters, storage, timers). `@atrium/appkit`'s instance
 * satisfies this type, so `<AppKitProvider value={appKit}>` takes the instance itself; this package
 * never imports appkit.
 */
export type AppKitContextValue = {
  readonly stores: AppKitStores
  /** Timers of the snackbar and other time rules (injected so tests can fake them). */
  readonly timers: Timers
  /** The clock of the pairing expiry (CONN-004) and the email change's resend countdown; `Date` when absent. */
  readonly clock?: Clock | undefined
  /** Opens the modal (loading its views on first use). */
  open(parameters?: OpenParameters): void
  /**
   * Starts loading the modal's views ahead of `open`, when the user reaches for a button (pointer
   * down, focus, key down) and the click is yet to come; absent or already loaded, nothing happens.
   */
  prepareOpen?(): void
  /** Closes the modal. */
  close(): void
  /**
   * Starts what a server-rendered instance defers until the page has hydrated (restoring the last
   * sessions, …); `AppKitProvider` calls it once its tree has hydrated. Idempotent; absent when
   * there is nothing to defer.
   */
  hydrate?(): void
  /** Connects `connector` through its namespace's adapter; rejects with the adapter's coded error. */
  connect(parameters: { readonly connector: Connector }): Promise<void>
  /**
   * Runs a WalletConnect pairing (the URI appears as the connection store's `wcUri`) and resolves
   * once the wallet approved; rejects with a coded error (e.g. `RPC_USER_REJECTED_REQUEST`).
   * A pending pairing whose URI is still valid (e.g. prefetched) is joined rather than replaced, so
   * a deep link already sent with its URI stays good; `fresh: true` asks for a new pairing
   * (retry, expiry) under core's pairing rules (CONN-005..007). Absent when the instance offers no
   * WalletConnect.
   */
  connectWalletConnect?(parameters?: {
    readonly signal?: AbortSignal | undefined
    readonly fresh?: boolean | undefined
  }): Promise<void>
  /**
   * Starts a pairing ahead of the user's choice, unless one is pending with a valid URI, so a tap
   * on a wallet can open its deep link at once, inside the tap (CONN-010): Telegram and iOS block
   * a link opened after an await. Never rejects; a failure shows as the store's `wcError`.
   */
  prefetchWalletConnect?(): void
  /**
   * Whether wallets open through their deep links here (CONN-010): on a phone or tablet, or inside
   * Telegram's web view. Read when called; absent, the user agent decides.
   */
  isDeepLinkPlatform?(): boolean
  /**
   * The wallet directory's list actions; absent when the instance has no directory (no project id),
   * and the lists then hold only the wallets the page and the options know.
   */
  readonly walletList?: WalletListActions | undefined
  /** Disconnects every namespace; rejects with `DisconnectFailedError`. */
  disconnect(): Promise<void>
  /** Switches the active network; rejects with the adapter's coded error (the stores stay unchanged). */
  switchNetwork(caipNetwork: CaipNetwork): Promise<void>
  /** Reads the native balance of a namespace's account (the active one by default) into the account store; never rejects. */
  fetchBalance(parameters?: { readonly namespace?: Namespace | undefined }): Promise<void>
  /**
   * Loads the token balances of a namespace's account (the active one by default) into the account
   * store (`tokenBalance`, `tokenBalanceStatus`) from the Blockchain API; never rejects. Absent when
   * the instance has no project id (the API refuses requests without one). After a send, pass the
   * moved token as `forceUpdate`: the answer then skips the 30 s cache.
   */
  fetchTokenBalances?(parameters?: {
    readonly namespace?: Namespace | undefined
    readonly forceUpdate?: string | undefined
  }): Promise<void>
  /** The Send view's actions; absent when the instance has no adapter (WalletConnect alone). */
  readonly send?: SendActions | undefined
  /**
   * The Swap view's actions; absent when the instance has no adapter or no project id (the
   * Blockchain API serves the quotes).
   */
  readonly swap?: SwapViewActions | undefined
  /**
   * The transaction history, loaded with the Blockchain API client on first use (`load`; `peek`
   * once there). Absent when the instance has no project id (the API refuses requests without one).
   */
  readonly transactionHistory?: LazyLoader<TransactionHistory> | undefined
  /**
   * Email, social and Farcaster sign-in; absent unless the dApp configured its secure frame
   * (`apiUrls.frame`) and email or social login is on.
   */
  readonly embeddedLogin?: EmbeddedLoginActions | undefined
  /** The wallets the user connected with before, most recent first (CONNECTOR-015/016). */
  getRecentWallets(): readonly Wallet[]
  /** Switches between the light and the dark theme. */
  setThemeMode(themeMode: ThemeMode): void
  /** Overrides theme variables; the ones not named keep their value. */
  setThemeVariables(themeVariables: ThemeVariables): void
}
