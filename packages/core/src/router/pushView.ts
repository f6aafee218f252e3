import type { RouterStore } from './createRouterStore.js'
import type { RouterView } from './RouterView.js'
import type { RouterViewData } from './RouterViewData.js'
import { reducePush } from './transitions.js'

/** Stores `pushView` touches. */
export type PushViewStores = { readonly router: RouterStore }
/** Parameters of `pushView`. */
export type PushViewParameters = { readonly view: RouterView; readonly data?: RouterViewData }
/** `pushView` returns nothing. */
export type PushViewReturnType = undefined
/** `pushView` never throws. */
export type PushViewErrorType = never

/** [ROUTER-001][ROUTER-008] Navigates to `view`; pushing the current view changes nothing. */
export function pushView(stores: PushViewStores, parameters: PushViewParameters): PushViewReturnType {
  stores.router.setState((state) => reducePush(state, parameters))
}
