import { ACCOUNT_MESSAGES, type Namespace } from '@atrium/common'
import type { TokenBalance } from '../blockchainApi/tokenBalanceSchema.js'
import type { AccountStore } from './createAccountStore.js'
import { isBalanceSupported } from './isBalanceSupported.js'
import { setTokenBalances } from './setTokenBalances.js'

/** The snackbar a failed token-balance load asks for (ACCT-014). */
export type TokenBalanceSnackbar = { readonly variant: 'error'; readonly message: string }

export type FetchTokenBalancesParameters = {
  readonly namespace: Namespace
  /** Loads the balances, e.g. the Blockchain API client's balance call for the active account. */
  readonly loadBalances: () => Promise<readonly TokenBalance[]>
  /** Shows the snackbar (the snackbar store's action, injected by the caller). */
  readonly showSnackbar: (snackbar: TokenBalanceSnackbar) => void
}

/** `skipped`: unsupported namespace, nothing requested; `failed`: the snackbar was shown. */
export type FetchTokenBalancesReturnType = { readonly status: 'loaded' | 'skipped' | 'failed' }
export type FetchTokenBalancesErrorType = never

/** [ACCT-014] The snackbar shown when token balances cannot be loaded. */
export function getTokenBalanceUnavailableSnackbar(): TokenBalanceSnackbar {
  return { variant: 'error', message: ACCOUNT_MESSAGES.TOKEN_BALANCE_UNAVAILABLE }
}

/**
 * [ACCT-013][ACCT-014] Loads and stores a namespace's token balances. Namespaces other than
 * eip155 and solana are skipped without a request. A failure keeps the previous balances and
 * shows 'Token Balance Unavailable'; it never throws (an expected outcome, STYLE §6).
 */
export async function fetchTokenBalances(
  stores: { readonly account: AccountStore },
  parameters: FetchTokenBalancesParameters,
): Promise<FetchTokenBalancesReturnType> {
  const { namespace } = parameters
  if (!isBalanceSupported(namespace)) return { status: 'skipped' }
  try {
    const balances = await parameters.loadBalances()
    setTokenBalances(stores, { namespace, balances })
    return { status: 'loaded' }
  } catch {
    parameters.showSnackbar(getTokenBalanceUnavailableSnackbar())
    return { status: 'failed' }
  }
}
