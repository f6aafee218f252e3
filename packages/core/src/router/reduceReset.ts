import type { RouterState } from './createRouterStore.js'
import type { ViewTarget } from './transitions.js'

/**
 * [ROUTER-002] Replaces the whole history with `[view]`. Apart from the other transitions: opening
 * the modal uses it, so it is start-up code, and the rest (only the modal's views use them) stay out
 * of the start-up bundle.
 */
export function reduceReset(state: RouterState, target: ViewTarget): RouterState {
  return { ...state, view: target.view, history: [target.view], data: target.data }
}
