import { type CaipAddress, parseCaipAddress } from '@atrium/common'
import { type AccountState, type AccountStore, patchChainAccount } from './createAccountStore.js'

export type SetCaipAddressParameters = { readonly caipAddress: CaipAddress }
export type SetCaipAddressReturnType = undefined
/** `parseCaipAddress` throws `InvalidCaipAddressError` on a malformed address. */
export type SetCaipAddressErrorType = Error

/** Pure: stores `caipAddress` in its namespace's account, with the plain `address` taken from it. */
export function applyCaipAddress(state: AccountState, caipAddress: CaipAddress): AccountState {
  const { namespace, address } = parseCaipAddress(caipAddress)
  return patchChainAccount(state, namespace, { caipAddress, address })
}

/**
 * Sets the active account of the address's namespace: `caipAddress` and the plain `address`.
 *
 * @throws InvalidCaipAddressError when `caipAddress` is not a valid CAIP-10 id.
 */
export function setCaipAddress(
  stores: { readonly account: AccountStore },
  parameters: SetCaipAddressParameters,
): SetCaipAddressReturnType {
  stores.account.setState((state) => applyCaipAddress(state, parameters.caipAddress))
}
