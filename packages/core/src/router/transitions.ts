import type { RouterState, TransactionStackEntry } from './createRouterStore.js'
import type { RouterView } from './RouterView.js'
import type { RouterViewData } from './RouterViewData.js'

/** A view to navigate to, with the data it is opened with. */
export type ViewTarget = { readonly view: RouterView; readonly data?: RouterViewData | undefined }

/**
 * [ROUTER-001][ROUTER-008] Appends `view` and makes it current with `data`. Pushing the current
 * view changes nothing and returns `state` itself, so subscribers are not notified.
 */
export function reducePush(state: RouterState, target: ViewTarget): RouterState {
  if (target.view === state.view) return state
  return { ...state, view: target.view, history: [...state.history, target.view], data: target.data }
}

/** [ROUTER-003] Swaps the last history entry for `view`; the history length does not change. */
export function reduceReplace(state: RouterState, target: ViewTarget): RouterState {
  return {
    ...state,
    view: target.view,
    history: [...state.history.slice(0, -1), target.view],
    data: target.data,
  }
}

/**
 * [ROUTER-005][ROUTER-006] Going back closes the modal instead of popping when the history has
 * one entry (or none) or contains `UnsupportedChain` anywhere: a user who must switch network may
 * not step back into views that assume the old one.
 */
export function isBackClosingModal(state: RouterState): boolean {
  return state.history.length <= 1 || state.history.includes('UnsupportedChain')
}

/**
 * [ROUTER-004] Pops the last history entry and makes the new last entry current. The wallet of a
 * `ConnectingWalletConnect` view is dropped from the data, so returning to the wallet list does
 * not keep showing the wallet the user left. Returns `state` when going back closes the modal.
 */
export function reduceBack(state: RouterState): RouterState {
  if (isBackClosingModal(state)) return state
  const history = state.history.slice(0, -1)
  const view = history.at(-1) ?? state.view
  return { ...state, view, history, data: withoutWallet(state.data) }
}

function withoutWallet(data: RouterViewData | undefined): RouterViewData | undefined {
  if (data?.wallet === undefined) return data
  const { wallet: _wallet, ...rest } = data
  return rest
}

/**
 * [ROUTER-007] Cuts the history down to entries `0..index` (the entry at `index` is kept, A-4) and
 * makes that entry current. An index outside the history changes nothing.
 */
export function reduceBackToIndex(state: RouterState, parameters: { readonly index: number }): RouterState {
  const { index } = parameters
  const view = state.history[index]
  if (!Number.isInteger(index) || index < 0 || view === undefined) return state
  return { ...state, view, history: state.history.slice(0, index + 1) }
}

/** [ROUTER-019] Empties the history when a transaction flow closes the modal; the view stays. */
export function reduceClearHistory(state: RouterState): RouterState {
  return { ...state, history: [] }
}

/** [ROUTER-015] Pushes an entry onto the transaction stack. */
export function reducePushTransaction(state: RouterState, entry: TransactionStackEntry): RouterState {
  return { ...state, transactionStack: [...state.transactionStack, entry] }
}

/** Removes the top entry of the transaction stack (no change when it is empty). */
export function reducePopTransaction(state: RouterState): RouterState {
  if (state.transactionStack.length === 0) return state
  return { ...state, transactionStack: state.transactionStack.slice(0, -1) }
}
