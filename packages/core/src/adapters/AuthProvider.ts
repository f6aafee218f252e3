import type {
  EMAIL_UPDATE_ACTIONS,
  EMAIL_VERIFICATION_ACTIONS,
  EmbeddedSocialProvider,
  PreferredAccountType,
  THEME_MODES,
} from '@atrium/common'

/** [FRAME-033] The signed-in user of the embedded wallet (SPEC §3 "Login user"). */
export type AuthUser = {
  readonly email?: string | null | undefined
  readonly address: string
  readonly chainId: string | number
  readonly accounts?: readonly { readonly address: string; readonly type: PreferredAccountType }[] | undefined
  readonly userName?: string | undefined
  readonly smartAccountDeployed?: boolean | undefined
  readonly preferredAccountType?: PreferredAccountType | undefined
}

/** [FRAME-020] What the frame asks next after an email was submitted. */
export type AuthEmailAction = (typeof EMAIL_VERIFICATION_ACTIONS)[number]

/** [FRAME-021] The OTP step of an email change. */
export type AuthEmailUpdateAction = (typeof EMAIL_UPDATE_ACTIONS)[number]

/** [FRAME-031] Theme sync payload. */
export type AuthThemePayload = {
  readonly themeMode: (typeof THEME_MODES)[number]
  readonly themeVariables: Readonly<Record<string, string | number>>
  readonly w3mThemeVariables: Readonly<Record<string, string>>
}

/** [FRAME-032] Dapp-data sync payload. */
export type AuthDappDataPayload = {
  readonly name: string
  readonly description: string
  readonly url: string
  readonly icons: readonly string[]
  readonly sdkVersion: string
  readonly sdkType: string
  readonly projectId: string
}

/** [FRAME-030] An RPC request relayed to the embedded wallet. */
export type AuthRpcRequest = {
  readonly method: string
  readonly params?: unknown
  /** Chain the request targets; the wallet's current chain when absent. */
  readonly chainId?: string | number | undefined
}

/**
 * The embedded wallet (email, social and Farcaster login through the hidden secure frame) as core
 * sees it. `@atrium/frame` implements it structurally (it may import only common, so it cannot
 * import this type: `createAppKit` checks the assignment). One method per app event of FRAME-028;
 * each resolves on the frame's success reply and rejects with a coded `AtriumError` on its error
 * reply, a time-out (FRAME-016) or `dispose()`.
 *
 * Every member is required: the frame protocol is one fixed contract, unlike chain adapters whose
 * abilities differ per namespace.
 */
export type AuthProvider = {
  /** Sends a login email; resolves with the next verification step (FRAME-020). */
  connectEmail(parameters: { readonly email: string }): Promise<{ readonly action: AuthEmailAction }>
  /** Confirms a new device from the link in the email. */
  connectDevice(): Promise<void>
  /** Submits the one-time password of the email login. */
  connectOtp(parameters: { readonly otp: string }): Promise<void>
  /** The provider's OAuth URL to open in the social-login window. */
  getSocialRedirectUri(parameters: {
    readonly provider: EmbeddedSocialProvider
  }): Promise<{ readonly uri: string }>
  /** Finishes a social login with the URL the OAuth window returned to. */
  connectSocial(parameters: { readonly uri: string }): Promise<AuthUser>
  /** The Farcaster sign-in URL to show as QR code or link. */
  getFarcasterUri(): Promise<{ readonly url: string }>
  /** Waits for the Farcaster sign-in to complete. */
  connectFarcaster(): Promise<{ readonly userName: string }>
  /** The signed-in user on `chainId` (default: the frame's current chain). */
  getUser(parameters?: {
    readonly chainId?: string | number | undefined
    readonly preferredAccountType?: PreferredAccountType | undefined
  }): Promise<AuthUser>
  /** Whether a user is signed in; `token` optionally restores a session. */
  isConnected(parameters?: {
    readonly token?: string | undefined
  }): Promise<{ readonly isConnected: boolean }>
  getChainId(): Promise<{ readonly chainId: string | number }>
  switchNetwork(parameters: {
    readonly chainId: string | number
  }): Promise<{ readonly chainId: string | number }>
  signOut(): Promise<void>
  /** Chain ids where the smart account is available (ACCT-006). */
  getSmartAccountEnabledNetworks(): Promise<{ readonly smartAccountEnabledNetworks: readonly number[] }>
  initSmartAccount(): Promise<{ readonly address: string; readonly isDeployed: boolean }>
  setPreferredAccount(parameters: {
    readonly type: PreferredAccountType
  }): Promise<{ readonly type: PreferredAccountType; readonly address: string }>
  /** Starts an email change; resolves with the first OTP step (FRAME-021). */
  updateEmail(parameters: { readonly email: string }): Promise<{ readonly action: AuthEmailUpdateAction }>
  updateEmailPrimaryOtp(parameters: { readonly otp: string }): Promise<void>
  updateEmailSecondaryOtp(parameters: { readonly otp: string }): Promise<{ readonly newEmail: string }>
  /** Relays an RPC request to the embedded wallet (FRAME-030). */
  request(parameters: AuthRpcRequest): Promise<unknown>
  syncTheme(parameters: AuthThemePayload): Promise<void>
  syncDappData(parameters: AuthDappDataPayload): Promise<void>
  /** Reloads the frame (e.g. after leaving Farcaster login, ROUTER-021). */
  reload(): Promise<void>
}

/** An EIP-1193 provider as wagmi's connectors and viem's `custom` transport take it. */
export type Eip1193Provider = {
  request(parameters: { readonly method: string; readonly params?: unknown }): Promise<unknown>
  on(event: string, listener: (...parameters: unknown[]) => void): void
  removeListener(event: string, listener: (...parameters: unknown[]) => void): void
}

/**
 * The embedded wallet as appkit hands it to each adapter (`ChainAdapter.attachEmbeddedWallet`):
 * the auth provider, and for eip155 an EIP-1193 provider over it. Both load the frame client on
 * their first call only, so attaching costs a page nothing until the user signs in (or had).
 */
export type EmbeddedWallet = {
  readonly authProvider: AuthProvider
  /** An EIP-1193 provider over `authProvider` with RPC-003's allow-list applied. */
  loadEip1193Provider(): Promise<Eip1193Provider>
}
