import type { CaipNetworkId, Namespace } from '@atrium/common'

/**
 * The fields of a CAIP-122 sign-in message (EIP-4361 for eip155). `chainId` is a CAIP-2 id; the
 * text shows only its reference (`Chain ID: 1`). Times are ISO 8601 strings, as signed.
 */
export type SiwxMessageData = {
  /** The signing account's address as the chain writes it; `''` while it is not known yet. */
  readonly accountAddress: string
  readonly chainId: CaipNetworkId
  /** The host asking for the sign-in (RFC 3986 authority), e.g. `'app.example'`. */
  readonly domain: string
  /** The URI the sign-in is for (CAIP-122 `aud`), e.g. `'https://app.example/login'`. */
  readonly uri: string
  readonly version: '1'
  /** At least 8 alphanumeric characters, fresh per message, so a signature cannot be replayed. */
  readonly nonce: string
  /** One line, no line breaks. */
  readonly statement?: string | undefined
  readonly issuedAt?: string | undefined
  readonly expirationTime?: string | undefined
  readonly notBefore?: string | undefined
  readonly requestId?: string | undefined
  /** URIs; a ReCap (`urn:recap:…`) last adds its abilities to the statement. */
  readonly resources?: readonly string[] | undefined
}

/** A sign-in message: its fields and the exact text the wallet signs (`formatSiwxMessage(data)`). */
export type SiwxMessage = {
  readonly data: SiwxMessageData
  readonly message: string
}

/**
 * A CAIP-74 CACAO, the signed sign-in object a WalletConnect wallet returns (one per chain) when
 * it answers an authenticated session request. Kept on the session it proves; core reads only
 * these fields, so no WalletConnect type leaks into core.
 */
export type SiwxCacao = {
  readonly h: { readonly t: string }
  readonly p: {
    /** `did:pkh:<CAIP-10 account>`. */
    readonly iss: string
    readonly domain: string
    readonly aud?: string | undefined
    readonly uri?: string | undefined
    readonly version?: string | undefined
    readonly nonce: string
    readonly iat?: string | undefined
    readonly nbf?: string | undefined
    readonly exp?: string | undefined
    readonly statement?: string | undefined
    readonly requestId?: string | undefined
    readonly resources?: readonly string[] | undefined
  }
  /** `t` is the signature type (`'eip191'`, `'eip1271'`, …), `s` the signature. */
  readonly s: { readonly t: string; readonly s: string; readonly m?: string | undefined }
}

/** A signed sign-in message: what `SiwxConfig` verifies and keeps per chain and account. */
export type SiwxSession = SiwxMessage & {
  /** The wallet's signature over `message`, in its namespace's encoding (hex for eip155). */
  readonly signature: string
  /** Present when the session came from a WalletConnect authenticated session. */
  readonly cacao?: SiwxCacao | undefined
}

/** What `SiwxConfig.createMessage` is asked for: the account and chain to sign in with. */
export type SiwxCreateMessageInput = {
  /** `''` when the account is not known yet (a WalletConnect authenticated session request). */
  readonly accountAddress: string
  readonly chainId: CaipNetworkId
}

/**
 * Checks the signature of sessions of one namespace (`'eip155'`, `'solana'`, …); each chain
 * package ships its own (e.g. `createEip155SiwxVerifier` in `@atrium/adapter-wagmi`). Resolves
 * `false` (or rejects) when the signature is not the account's over `session.message`.
 */
export type SiwxVerifier = {
  readonly namespace: Namespace
  verify(session: SiwxSession): Promise<boolean>
}

/**
 * [CONN-015][CONN-019] Sign-in with X (CAIP-122) as the modal uses it, passed as the `siwx`
 * option: `createSiwxConfig(…)` builds one that keeps sessions in browser storage, and an app with
 * its own sign-in service implements the same functions against it. Functions only: the modal
 * keeps this object out of its stores.
 */
export type SiwxConfig = {
  /** Builds the message to sign for an account on a chain (a fresh nonce each time). */
  createMessage(input: SiwxCreateMessageInput): Promise<SiwxMessage>
  /**
   * Verifies `session` and keeps it. Rejects with a coded error (`SMART_ACCOUNT_NOT_SUPPORTED`
   * when it does not verify, `CHAIN_NOT_SUPPORTED` for a chain it cannot verify) and keeps nothing.
   */
  addSession(session: SiwxSession): Promise<void>
  /** Forgets the sessions of one account on one chain. */
  revokeSession(chainId: CaipNetworkId, address: string): Promise<void>
  /** Replaces every kept session with `sessions` (verified like `addSession`); `[]` signs out everywhere. */
  setSessions(sessions: readonly SiwxSession[]): Promise<void>
  /** The live sessions of one account on one chain. */
  getSessions(chainId: CaipNetworkId, address: string): Promise<readonly SiwxSession[]>
  /** Whether the app needs a sign-in to go on (absent: not required). */
  getRequired?(): boolean
  /** [CONN-019] Disconnecting signs out (clears every session) unless this is `false`. */
  readonly signOutOnDisconnect?: boolean | undefined
}
