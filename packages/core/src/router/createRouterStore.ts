import { createStore } from 'zustand/vanilla'
import { INITIAL_VIEW, type RouterView } from './RouterView.js'
import type { RouterViewData } from './RouterViewData.js'

/**
 * [ROUTER-015] One entry of the transaction stack: how to leave the flow on success (`goBack`,
 * `replace` or `view`, tried in that order, A-5). The entry's `onSuccess` / `onCancel` callbacks
 * are not here: state stays plain data, so they live in a `TransactionCallbackRegistry` under `id`.
 */
export type TransactionStackEntry = {
  readonly id: string
  readonly goBack?: boolean
  readonly replace?: boolean
  readonly view?: RouterView
}

/** [ROUTER-014] The modal's view state: current view, history, view data and transaction stack. */
export type RouterState = {
  readonly view: RouterView
  readonly history: readonly RouterView[]
  readonly data: RouterViewData | undefined
  readonly transactionStack: readonly TransactionStackEntry[]
}

/**
 * Creates a router store. [ROUTER-012] It starts on `Connect` with history `['Connect']`; an
 * `initial.view` without `initial.history` starts the history at that view.
 */
export function createRouterStore(initial: Partial<RouterState> = {}) {
  const view = initial.view ?? INITIAL_VIEW
  return createStore<RouterState>()(() => ({
    view,
    history: initial.history ?? [view],
    data: initial.data,
    transactionStack: initial.transactionStack ?? [],
  }))
}

/** A router store. */
export type RouterStore = ReturnType<typeof createRouterStore>
