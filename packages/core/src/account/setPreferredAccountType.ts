import { isPreferredAccountType, type Namespace, type PreferredAccountType } from '@atrium/common'
import type { TrackEvent } from '../analytics/TrackEvent.js'
import { InvalidPreferredAccountTypeError } from '../errors/account.js'
import { type AccountStore, patchChainAccount } from './createAccountStore.js'

export type SetPreferredAccountTypeParameters = {
  readonly namespace: Namespace
  /** Checked at run time: values from outside TypeScript (the frame, a dApp) may be anything. */
  readonly type: PreferredAccountType
  readonly track?: TrackEvent | undefined
}
export type SetPreferredAccountTypeReturnType = undefined
export type SetPreferredAccountTypeErrorType = InvalidPreferredAccountTypeError

/**
 * [ACCT-004][ACCT-005] Sets the preferred account type of a namespace and tracks
 * `SET_PREFERRED_ACCOUNT_TYPE` with `{ accountType, network }`.
 *
 * @throws InvalidPreferredAccountTypeError for anything but `'eoa'` or `'smartAccount'`
 * (`'payment'` included, A-12); the state is then unchanged and nothing is tracked.
 */
export function setPreferredAccountType(
  stores: { readonly account: AccountStore },
  parameters: SetPreferredAccountTypeParameters,
): SetPreferredAccountTypeReturnType {
  const { namespace, type, track } = parameters
  if (!isPreferredAccountType(type)) {
    throw new InvalidPreferredAccountTypeError({ details: `Received ${JSON.stringify(type)}` })
  }
  stores.account.setState((state) => patchChainAccount(state, namespace, { preferredAccountType: type }))
  track?.({ event: 'SET_PREFERRED_ACCOUNT_TYPE', properties: { accountType: type, network: namespace } })
}
