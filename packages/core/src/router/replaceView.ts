import type { RouterStore } from './createRouterStore.js'
import type { RouterView } from './RouterView.js'
import type { RouterViewData } from './RouterViewData.js'
import { reduceReplace } from './transitions.js'

/** Stores `replaceView` touches. */
export type ReplaceViewStores = { readonly router: RouterStore }
/** Parameters of `replaceView`. */
export type ReplaceViewParameters = { readonly view: RouterView; readonly data?: RouterViewData }
/** `replaceView` returns nothing. */
export type ReplaceViewReturnType = undefined
/** `replaceView` never throws. */
export type ReplaceViewErrorType = never

/** [ROUTER-003] Swaps the last history entry for `view` and makes it current. */
export function replaceView(
  stores: ReplaceViewStores,
  parameters: ReplaceViewParameters,
): ReplaceViewReturnType {
  stores.router.setState((state) => reduceReplace(state, parameters))
}
