import type { Namespace } from '@atrium/common'
import type { TokenBalance } from '../blockchainApi/tokenBalanceSchema.js'
import { type AccountState, type AccountStore, patchChainAccount } from './createAccountStore.js'

export type SetTokenBalancesParameters = {
  readonly namespace: Namespace
  readonly balances: readonly TokenBalance[]
}
export type SetTokenBalancesReturnType = undefined
export type SetTokenBalancesErrorType = never

/**
 * [ACCT-010] Drops tokens whose `quantity.decimals` is `'0'` (NFT-like entries). Native tokens
 * (no `address`, ACCT-009) are kept like any other.
 */
export function filterTokenBalances(balances: readonly TokenBalance[]): readonly TokenBalance[] {
  return balances.filter((balance) => balance.quantity.decimals !== '0')
}

/** Pure: `namespace`'s `tokenBalance` replaced by the filtered `balances`. */
export function applyTokenBalances(state: AccountState, input: SetTokenBalancesParameters): AccountState {
  return patchChainAccount(state, input.namespace, { tokenBalance: filterTokenBalances(input.balances) })
}

/** [ACCT-009][ACCT-010][ACCT-015] Stores a namespace's token balances, filtered by `filterTokenBalances`. */
export function setTokenBalances(
  stores: { readonly account: AccountStore },
  parameters: SetTokenBalancesParameters,
): SetTokenBalancesReturnType {
  stores.account.setState((state) => applyTokenBalances(state, parameters))
}
