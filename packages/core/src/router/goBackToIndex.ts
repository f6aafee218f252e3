import type { RouterStore } from './createRouterStore.js'
import { reduceBackToIndex } from './transitions.js'

/** Stores `goBackToIndex` touches. */
export type GoBackToIndexStores = { readonly router: RouterStore }
/** Parameters of `goBackToIndex`: the history index to return to (kept, A-4). */
export type GoBackToIndexParameters = { readonly index: number }
/** `goBackToIndex` returns nothing. */
export type GoBackToIndexReturnType = undefined
/** `goBackToIndex` never throws; an index outside the history is ignored. */
export type GoBackToIndexErrorType = never

/** [ROUTER-007] Truncates the history to entries `0..index` and makes entry `index` current. */
export function goBackToIndex(
  stores: GoBackToIndexStores,
  parameters: GoBackToIndexParameters,
): GoBackToIndexReturnType {
  stores.router.setState((state) => reduceBackToIndex(state, parameters))
}
