import { closeModal } from '../modal/closeModal.js'
import type { ModalStore } from '../modal/createModalStore.js'
import type { RouterState, RouterStore, TransactionStackEntry } from './createRouterStore.js'
import type { TransactionCallbackRegistry } from './createTransactionCallbackRegistry.js'
import { goBack } from './goBack.js'
import type { RouterView } from './RouterView.js'
import { reduceReset } from './reduceReset.js'
import { reduceBackToIndex, reduceClearHistory, reducePopTransaction } from './transitions.js'

/** Stores `popTransaction` touches. */
export type PopTransactionStores = {
  readonly router: RouterStore
  readonly modal: ModalStore
  readonly transactionCallbacks: TransactionCallbackRegistry
}

/** Parameters of `popTransaction`: how the flow ended. */
export type PopTransactionParameters = { readonly outcome: 'success' | 'cancel' }

/** The entry popped, or `undefined` when the stack was empty. */
export type PopTransactionReturnType = TransactionStackEntry | undefined

/** `popTransaction` throws only what the entry's own callback throws. */
export type PopTransactionErrorType = unknown

/** Where a successful flow goes next (A-5: `goBack`, then `replace`, then `view`). */
export type TransactionSuccessRoute =
  | { readonly kind: 'back' }
  | { readonly kind: 'backToIndex'; readonly index: number }
  | { readonly kind: 'closeAndClear' }
  | { readonly kind: 'reset'; readonly view: RouterView }
  | { readonly kind: 'stay' }

/**
 * [ROUTER-017..020] The route of a successful pop. `replace` returns to the view just before
 * `ConnectingSiwe`; with none before it (or no `ConnectingSiwe` at all, A-5) the modal closes and
 * the history is cleared.
 */
export function getTransactionSuccessRoute(
  state: RouterState,
  entry: TransactionStackEntry,
): TransactionSuccessRoute {
  if (entry.goBack === true) return { kind: 'back' }
  if (entry.replace === true) {
    const siweIndex = state.history.indexOf('ConnectingSiwe')
    return siweIndex > 0 ? { kind: 'backToIndex', index: siweIndex - 1 } : { kind: 'closeAndClear' }
  }
  if (entry.view !== undefined) return { kind: 'reset', view: entry.view }
  return { kind: 'stay' }
}

/**
 * [ROUTER-016..020] Ends the flow on top of the transaction stack. On cancel: go back one view
 * (which may close the modal, ROUTER-005/006), then call `onCancel`. On success: navigate as
 * `getTransactionSuccessRoute` says, then call `onSuccess` (also when the modal closed, A-5).
 */
export function popTransaction(
  stores: PopTransactionStores,
  parameters: PopTransactionParameters,
): PopTransactionReturnType {
  const entry = stores.router.getState().transactionStack.at(-1)
  if (entry === undefined) return undefined
  stores.router.setState(reducePopTransaction)
  const callbacks = stores.transactionCallbacks.take(entry.id)
  if (parameters.outcome === 'cancel') {
    goBack(stores)
    callbacks?.onCancel?.()
    return entry
  }
  const route = getTransactionSuccessRoute(stores.router.getState(), entry)
  if (route.kind === 'back') goBack(stores)
  else if (route.kind === 'backToIndex') stores.router.setState((state) => reduceBackToIndex(state, route))
  else if (route.kind === 'closeAndClear') {
    closeModal(stores)
    stores.router.setState(reduceClearHistory)
  } else if (route.kind === 'reset')
    stores.router.setState((state) => reduceReset(state, { view: route.view }))
  callbacks?.onSuccess?.()
  return entry
}
