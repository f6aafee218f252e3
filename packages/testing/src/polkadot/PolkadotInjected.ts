import type { SignerPayloadJSON, SignerPayloadRaw, SignerResult } from '@polkadot/types/types'

/** An account as extensions report it (`InjectedAccount` of `@polkadot/extension-inject`). */
export type PolkadotInjectedAccount = {
  readonly address: string
  readonly genesisHash: string | null
  readonly name: string
  readonly type: 'sr25519' | 'ed25519'
}

/** What `enable` resolves (`Injected` of `@polkadot/extension-inject`, without metadata and provider). */
export type PolkadotInjected = {
  readonly accounts: {
    get(anyType?: boolean): Promise<PolkadotInjectedAccount[]>
    subscribe(callback: (accounts: PolkadotInjectedAccount[]) => void | Promise<void>): () => void
  }
  readonly signer: {
    signPayload(payload: SignerPayloadJSON): Promise<SignerResult>
    signRaw(raw: SignerPayloadRaw): Promise<SignerResult>
  }
}

/** What an extension sets at `window.injectedWeb3[name]`. */
export type PolkadotInjectedWindowProvider = {
  readonly version: string
  enable(originName: string): Promise<PolkadotInjected>
}

/** One request to the extension, as the page (or `injected`) makes it. */
export type PolkadotTestWalletRequest =
  | { readonly method: 'enable'; readonly params: { readonly origin: string } }
  | { readonly method: 'accounts.get'; readonly params?: { readonly anyType?: boolean } | undefined }
  | { readonly method: 'signer.signPayload'; readonly params: SignerPayloadJSON }
  | { readonly method: 'signer.signRaw'; readonly params: SignerPayloadRaw }

/** True when `value` has the `{ method }` shape of a request (the page side sends anything). */
export function isPolkadotTestWalletRequest(value: unknown): value is PolkadotTestWalletRequest {
  return (
    typeof value === 'object' && value !== null && typeof (value as { method?: unknown }).method === 'string'
  )
}
