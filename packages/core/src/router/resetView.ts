import type { RouterStore } from './createRouterStore.js'
import type { RouterView } from './RouterView.js'
import type { RouterViewData } from './RouterViewData.js'
import { reduceReset } from './reduceReset.js'

/** Stores `resetView` touches. */
export type ResetViewStores = { readonly router: RouterStore }
/** Parameters of `resetView`. */
export type ResetViewParameters = { readonly view: RouterView; readonly data?: RouterViewData }
/** `resetView` returns nothing. */
export type ResetViewReturnType = undefined
/** `resetView` never throws. */
export type ResetViewErrorType = never

/** [ROUTER-002] Replaces the whole history with `[view]`. */
export function resetView(stores: ResetViewStores, parameters: ResetViewParameters): ResetViewReturnType {
  stores.router.setState((state) => reduceReset(state, parameters))
}
