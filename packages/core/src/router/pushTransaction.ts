import type { RouterStore, TransactionStackEntry } from './createRouterStore.js'
import type { TransactionCallbackRegistry } from './createTransactionCallbackRegistry.js'
import type { RouterView } from './RouterView.js'
import { reducePushTransaction } from './transitions.js'

/** Stores `pushTransaction` touches. */
export type PushTransactionStores = {
  readonly router: RouterStore
  readonly transactionCallbacks: TransactionCallbackRegistry
}

/** [ROUTER-015] Parameters of `pushTransaction`: every field is optional. */
export type PushTransactionParameters = {
  /** On success, go back one view. */
  readonly goBack?: boolean
  /** On success, return to the view before `ConnectingSiwe`. */
  readonly replace?: boolean
  /** On success, reset the history to this view. */
  readonly view?: RouterView
  /** Called after the success navigation. */
  readonly onSuccess?: () => void
  /** Called after going back on cancel. */
  readonly onCancel?: () => void
}

/** The entry pushed. */
export type PushTransactionReturnType = TransactionStackEntry
/** `pushTransaction` never throws. */
export type PushTransactionErrorType = never

/** [ROUTER-015] Starts a transaction flow whose end is settled later by `popTransaction`. */
export function pushTransaction(
  stores: PushTransactionStores,
  parameters: PushTransactionParameters = {},
): PushTransactionReturnType {
  const { onSuccess, onCancel, goBack, replace, view } = parameters
  const id = stores.transactionCallbacks.createId()
  const entry: TransactionStackEntry = {
    id,
    ...(goBack === undefined ? {} : { goBack }),
    ...(replace === undefined ? {} : { replace }),
    ...(view === undefined ? {} : { view }),
  }
  stores.transactionCallbacks.set(id, {
    ...(onSuccess === undefined ? {} : { onSuccess }),
    ...(onCancel === undefined ? {} : { onCancel }),
  })
  stores.router.setState((state) => reducePushTransaction(state, entry))
  return entry
}
