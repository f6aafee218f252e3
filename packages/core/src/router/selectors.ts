import type { RouterState } from './createRouterStore.js'
import type { RouterView } from './RouterView.js'
import type { RouterViewData } from './RouterViewData.js'
import { isBackClosingModal } from './transitions.js'

/** The current view. */
export function selectView(state: RouterState): RouterView {
  return state.view
}

/** The current view's data (an existing reference, safe for React). */
export function selectViewData(state: RouterState): RouterViewData | undefined {
  return state.data
}

/** Whether going back pops a view (the back button shows) rather than closing the modal. */
export function selectCanGoBack(state: RouterState): boolean {
  return !isBackClosingModal(state)
}

/** Whether a transaction flow is in progress. */
export function selectHasPendingTransaction(state: RouterState): boolean {
  return state.transactionStack.length > 0
}
