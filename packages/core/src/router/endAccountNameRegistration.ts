import type { ModalStore } from '../modal/createModalStore.js'
import type { RouterStore } from './createRouterStore.js'
import type { TransactionCallbackRegistry } from './createTransactionCallbackRegistry.js'
import { popTransaction } from './popTransaction.js'
import { reduceReplace } from './transitions.js'

/** Stores `endAccountNameRegistration` touches. */
export type EndAccountNameRegistrationStores = {
  readonly router: RouterStore
  readonly modal: ModalStore
  readonly transactionCallbacks: TransactionCallbackRegistry
}

/** Parameters of `endAccountNameRegistration`. */
export type EndAccountNameRegistrationParameters = {
  /** The id of the entry returned by `showAccountNameRegistering`. */
  readonly transactionId: string
  readonly accountName: string
  readonly outcome: 'success' | 'failure'
}

/** `endAccountNameRegistration` returns nothing. */
export type EndAccountNameRegistrationReturnType = undefined
/** `endAccountNameRegistration` never throws. */
export type EndAccountNameRegistrationErrorType = never

/**
 * [ROUTER-030][ROUTER-032] Ends a name registration: on success `RegisterAccountNameSuccess` is
 * shown again, on failure the modal returns to `RegisterAccountName`; either replaces the current
 * view. The registration's transaction entry is dropped without navigating or calling `onCancel`
 * (the flow ended by itself, not by the user leaving it).
 */
export function endAccountNameRegistration(
  stores: EndAccountNameRegistrationStores,
  parameters: EndAccountNameRegistrationParameters,
): EndAccountNameRegistrationReturnType {
  const { transactionId, accountName, outcome } = parameters
  if (stores.router.getState().transactionStack.at(-1)?.id === transactionId) {
    popTransaction(stores, { outcome: 'success' })
  }
  const view = outcome === 'success' ? 'RegisterAccountNameSuccess' : 'RegisterAccountName'
  stores.router.setState((state) => reduceReplace(state, { view, data: { accountName } }))
}
