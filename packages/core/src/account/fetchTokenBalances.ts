import {
  ACCOUNT_MESSAGES,
  type CaipAddress,
  JSON_RPC_TIMEOUT_MS,
  parseCaipAddress,
  withTimeout,
} from '@atrium/common'
import type { BlockchainApiClient } from '../blockchainApi/createBlockchainApiClient.js'
import { getBalances } from '../blockchainApi/getBalances.js'
import type { TokenBalance } from '../blockchainApi/tokenBalanceSchema.js'
import { type AccountStore, patchChainAccount } from './createAccountStore.js'
import { isBalanceSupported } from './isBalanceSupported.js'
import { parseWalletAssets } from './parseWalletAssets.js'
import { filterTokenBalances } from './setTokenBalances.js'

/** The snackbar a failed token-balance load asks for (ACCT-014). */
export type TokenBalanceSnackbar = { readonly variant: 'error'; readonly message: string }

export type FetchTokenBalancesParameters = {
  /** The account whose balances to load; it names the namespace and the network too. */
  readonly caipAddress: CaipAddress
  /** The Blockchain API client (`/v1/account/{address}/balance`, its cache and back-off). */
  readonly client: BlockchainApiClient
  /**
   * The wallet's raw `wallet_getAssets` answer for the account, or `undefined` when the wallet
   * does not advertise asset discovery (usually the adapter's `getWalletAssets`).
   */
  readonly loadWalletAssets?: (() => Promise<unknown>) | undefined
  /** Sent as `forceUpdate` (a token the API must refresh, e.g. after a send). */
  readonly forceUpdate?: string | undefined
  /** Shows the snackbar (the snackbar store's action, injected by the caller). */
  readonly showSnackbar: (snackbar: TokenBalanceSnackbar) => void
}

/**
 * `loaded`: stored (from the wallet, the API or its cache); `failed`: the snackbar was shown;
 * `paused`: a failure less than 30 s ago pauses fetching (ACCT-011), nothing was requested;
 * `stale`: the account or network changed meanwhile, the answer was dropped.
 */
export type FetchTokenBalancesReturnType = { readonly status: 'loaded' | 'failed' | 'paused' | 'stale' }
export type FetchTokenBalancesErrorType = never

/** [ACCT-014] The snackbar shown when token balances cannot be loaded. */
export function getTokenBalanceUnavailableSnackbar(): TokenBalanceSnackbar {
  return { variant: 'error', message: ACCOUNT_MESSAGES.TOKEN_BALANCE_UNAVAILABLE }
}

/**
 * The wallet's own balances when it has them and they pass SPEC §5's checks; otherwise `undefined`.
 * A wallet that does not answer within an RPC request's time-out (RPC-012: it is a read, with no
 * prompt to wait for) is passed over for the Blockchain API, so Tokens never wait on it forever.
 */
async function loadFromWallet(
  parameters: FetchTokenBalancesParameters,
): Promise<readonly TokenBalance[] | undefined> {
  const { caipAddress, loadWalletAssets } = parameters
  const { namespace, caipNetworkId } = parseCaipAddress(caipAddress)
  if (loadWalletAssets === undefined || !isBalanceSupported(namespace)) return undefined
  try {
    const answer = await withTimeout(loadWalletAssets(), JSON_RPC_TIMEOUT_MS, 'The wallet (wallet_getAssets)')
    return parseWalletAssets(answer, caipNetworkId)
  } catch {
    return undefined
  }
}

/**
 * Loads and stores the token balances of an account (the Account view's Tokens), on every
 * namespace the Blockchain API serves. A wallet that advertises asset discovery is asked first
 * (`wallet_getAssets`, on the ACCT-013 namespaces), and its answer is used only when every entry
 * has the right field types (SPEC §5); otherwise the Blockchain API answers, with its 30 s cache
 * and its 30 s back-off after a failure (ACCT-011/012, `getBalances`). The namespace's
 * `tokenBalanceStatus` tells the view what to draw. A failure keeps the previous balances and shows
 * 'Token Balance Unavailable' (ACCT-014); an answer for an account or network that is no longer
 * the namespace's is dropped. Never throws (an expected outcome, STYLE §6).
 */
export async function fetchTokenBalances(
  stores: { readonly account: AccountStore },
  parameters: FetchTokenBalancesParameters,
): Promise<FetchTokenBalancesReturnType> {
  const { caipAddress, client } = parameters
  const { namespace, caipNetworkId, address } = parseCaipAddress(caipAddress)
  const isCurrent = () => stores.account.getState().chains[namespace].caipAddress === caipAddress
  const settle = (
    status: FetchTokenBalancesReturnType['status'],
    patch: Parameters<typeof patchChainAccount>[2],
  ): FetchTokenBalancesReturnType => {
    if (!isCurrent()) return { status: 'stale' }
    stores.account.setState((state) => patchChainAccount(state, namespace, patch))
    return { status }
  }
  if (isCurrent())
    stores.account.setState((state) => patchChainAccount(state, namespace, { tokenBalanceStatus: 'loading' }))
  const fromWallet = await loadFromWallet(parameters)
  if (fromWallet !== undefined)
    return settle('loaded', { tokenBalance: filterTokenBalances(fromWallet), tokenBalanceStatus: 'loaded' })
  try {
    const { balances, source } = await getBalances(client, {
      address,
      caipNetworkId,
      forceUpdate: parameters.forceUpdate,
    })
    // Within the back-off the last fetch failed: keep what is shown and say so, without a request.
    if (source === 'retryPending') return settle('paused', { tokenBalanceStatus: 'failed' })
    return settle('loaded', { tokenBalance: filterTokenBalances(balances), tokenBalanceStatus: 'loaded' })
  } catch {
    const result = settle('failed', { tokenBalanceStatus: 'failed' })
    if (result.status === 'failed') parameters.showSnackbar(getTokenBalanceUnavailableSnackbar())
    return result
  }
}
