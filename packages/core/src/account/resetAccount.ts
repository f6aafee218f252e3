import type { Namespace } from '@atrium/common'
import type { ConnectorsStore } from '../connectors/createConnectorsStore.js'
import { removeConnectorId } from '../connectors/removeConnectorId.js'
import type { AtriumStorage } from '../storage/createAtriumStorage.js'
import {
  type AccountState,
  type AccountStore,
  getInitialChainAccountState,
  patchChainAccount,
} from './createAccountStore.js'

export type ResetAccountParameters = {
  readonly namespace: Namespace
  readonly storage: AtriumStorage
}
export type ResetAccountReturnType = undefined
export type ResetAccountErrorType = never

/** [ACCT-007] Pure: `namespace`'s account back to status `'disconnected'` with every other field cleared. */
export function applyAccountReset(state: AccountState, namespace: Namespace): AccountState {
  return patchChainAccount(state, namespace, getInitialChainAccountState())
}

/**
 * [ACCT-007][ACCT-008] Resets one namespace's account and removes its connector id, from the
 * connectors store and from storage (STORE-007).
 */
export function resetAccount(
  stores: { readonly account: AccountStore; readonly connectors: ConnectorsStore },
  parameters: ResetAccountParameters,
): ResetAccountReturnType {
  stores.account.setState((state) => applyAccountReset(state, parameters.namespace))
  removeConnectorId(stores, parameters)
}
