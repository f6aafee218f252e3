import type { RouterStore, TransactionStackEntry } from './createRouterStore.js'
import type { TransactionCallbackRegistry } from './createTransactionCallbackRegistry.js'
import { pushTransaction } from './pushTransaction.js'
import { reducePush } from './transitions.js'

/** Stores `showAccountNameRegistering` touches. */
export type ShowAccountNameRegisteringStores = {
  readonly router: RouterStore
  readonly transactionCallbacks: TransactionCallbackRegistry
}

/** Parameters of `showAccountNameRegistering`. */
export type ShowAccountNameRegisteringParameters = {
  /** The name being registered, shown by the view. */
  readonly accountName: string
  /** [ROUTER-031] Called when the user cancels out of the view: reset the registration's loading flag. */
  readonly onCancel: () => void
}

/** The transaction entry of the registration; pass its `id` to the two follow-up helpers. */
export type ShowAccountNameRegisteringReturnType = TransactionStackEntry
/** `showAccountNameRegistering` never throws. */
export type ShowAccountNameRegisteringErrorType = never

/**
 * [ROUTER-030][ROUTER-031] Shows `RegisterAccountNameSuccess` while the name registers. The flow
 * is a transaction-stack entry, so cancelling (`popTransaction` with `'cancel'`) goes back and
 * calls `onCancel`.
 */
export function showAccountNameRegistering(
  stores: ShowAccountNameRegisteringStores,
  parameters: ShowAccountNameRegisteringParameters,
): ShowAccountNameRegisteringReturnType {
  const entry = pushTransaction(stores, { onCancel: parameters.onCancel })
  stores.router.setState((state) =>
    reducePush(state, { view: 'RegisterAccountNameSuccess', data: { accountName: parameters.accountName } }),
  )
  return entry
}
