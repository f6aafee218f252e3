import type { Namespace } from '@atrium/common'
import { type AccountStore, type ChainAccountState, patchChainAccount } from './createAccountStore.js'

export type SetAccountFieldsParameters = {
  readonly namespace: Namespace
  readonly fields: Partial<ChainAccountState>
}
export type SetAccountFieldsReturnType = undefined
export type SetAccountFieldsErrorType = never

/**
 * [ACCT-001] Writes account fields of one namespace (profile name, balance, `farcasterUrl`, …).
 * Fields with rules of their own (CAIP address, preferred account type, token balances) have
 * dedicated actions.
 */
export function setAccountFields(
  stores: { readonly account: AccountStore },
  parameters: SetAccountFieldsParameters,
): SetAccountFieldsReturnType {
  stores.account.setState((state) => patchChainAccount(state, parameters.namespace, parameters.fields))
}
