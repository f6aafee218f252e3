import {
  type CaipAddress,
  type ConnectionStatus,
  type ConnectorType,
  NAMESPACES,
  type Namespace,
  type PreferredAccountType,
  type SocialProvider,
} from '@atrium/common'
import { createStore } from 'zustand/vanilla'
import type { AuthUser } from '../adapters/AuthProvider.js'
import type { TokenBalance } from '../blockchainApi/tokenBalanceSchema.js'
import type { Account } from './Account.js'

/** The wallet a namespace is connected with, as the account view shows it. */
export type ConnectedWalletInfo = {
  readonly name: string
  readonly icon?: string | undefined
  readonly type?: ConnectorType | undefined
  readonly id?: string | undefined
}

/** Where a namespace's token balances stand (`ChainAccountState.tokenBalanceStatus`). */
export type TokenBalanceStatus = 'idle' | 'loading' | 'loaded' | 'failed'

/**
 * [ACCT-001] The account of one namespace, with every field of SPEC §3 "Account state per chain".
 * State is serialisable (STYLE §4): `socialWindow` says whether the social-login window is open;
 * the `Window` handle itself stays with the code that opened it.
 */
export type ChainAccountState = {
  /** Selected tab of the account view. */
  readonly currentTab: number
  /** [ACCT-015] The account's token balances (tokens with decimals '0' dropped, ACCT-010). */
  readonly tokenBalance: readonly TokenBalance[]
  /**
   * Where `tokenBalance` stands (beyond SPEC §3, for the Tokens tab): never asked, being loaded,
   * loaded, or the last load failed (the previous balances are kept, ACCT-014).
   */
  readonly tokenBalanceStatus: TokenBalanceStatus
  readonly smartAccountDeployed: boolean
  /** Address to label, e.g. names of the user's own accounts. */
  readonly addressLabels: Readonly<Record<string, string>>
  readonly allAccounts: readonly Account[]
  /** The embedded-wallet user, when signed in by email or social login. */
  readonly user: AuthUser | undefined
  readonly caipAddress: CaipAddress | undefined
  readonly address: string | undefined
  /** Native balance in whole units, as a decimal string. */
  readonly balance: string | undefined
  readonly balanceSymbol: string | undefined
  readonly profileName: string | null | undefined
  readonly profileImage: string | null | undefined
  readonly addressExplorerUrl: string | undefined
  readonly connectedWalletInfo: ConnectedWalletInfo | undefined
  readonly preferredAccountType: PreferredAccountType | undefined
  readonly socialProvider: SocialProvider | undefined
  readonly socialWindow: boolean
  readonly farcasterUrl: string | undefined
  readonly status: ConnectionStatus
}

/** [ACCT-001] Account state: one `ChainAccountState` per namespace. */
export type AccountState = { readonly chains: Readonly<Record<Namespace, ChainAccountState>> }

/** [ACCT-007] A namespace's account with nothing connected. */
export function getInitialChainAccountState(): ChainAccountState {
  return {
    currentTab: 0,
    tokenBalance: [],
    tokenBalanceStatus: 'idle',
    smartAccountDeployed: false,
    addressLabels: {},
    allAccounts: [],
    user: undefined,
    caipAddress: undefined,
    address: undefined,
    balance: undefined,
    balanceSymbol: undefined,
    profileName: undefined,
    profileImage: undefined,
    addressExplorerUrl: undefined,
    connectedWalletInfo: undefined,
    preferredAccountType: undefined,
    socialProvider: undefined,
    socialWindow: false,
    farcasterUrl: undefined,
    status: 'disconnected',
  }
}

/** The account state of a fresh store: every namespace disconnected. */
export function getInitialAccountState(): AccountState {
  const chains = Object.fromEntries(NAMESPACES.map((namespace) => [namespace, getInitialChainAccountState()]))
  return { chains: chains as Record<Namespace, ChainAccountState> }
}

/**
 * Creates the account store of one modal instance. `initial` may preset some namespaces.
 *
 * @example
 * const account = createAccountStore()
 * account.getState().chains.eip155.status // 'disconnected'
 */
export function createAccountStore(initial?: {
  readonly chains?: Partial<Record<Namespace, Partial<ChainAccountState>>>
}) {
  const state = getInitialAccountState()
  const chains = { ...state.chains }
  for (const namespace of NAMESPACES)
    chains[namespace] = { ...chains[namespace], ...initial?.chains?.[namespace] }
  return createStore<AccountState>()(() => ({ chains }))
}

/** The store made by `createAccountStore`. */
export type AccountStore = ReturnType<typeof createAccountStore>

/** Pure: `state` with `namespace`'s account patched. Shared by the account actions. */
export function patchChainAccount(
  state: AccountState,
  namespace: Namespace,
  patch: Partial<ChainAccountState>,
): AccountState {
  return { ...state, chains: { ...state.chains, [namespace]: { ...state.chains[namespace], ...patch } } }
}
