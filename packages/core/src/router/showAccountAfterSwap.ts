import type { RouterStore } from './createRouterStore.js'
import { reduceReset } from './reduceReset.js'

/** Stores `showAccountAfterSwap` touches. */
export type ShowAccountAfterSwapStores = { readonly router: RouterStore }
/** `showAccountAfterSwap` takes no parameters. */
export type ShowAccountAfterSwapParameters = Record<string, never>
/** `showAccountAfterSwap` returns nothing. */
export type ShowAccountAfterSwapReturnType = undefined
/** `showAccountAfterSwap` never throws. */
export type ShowAccountAfterSwapErrorType = never

/**
 * [ROUTER-024] A successful swap shows `Account`. Like a send (ROUTER-023), the history becomes
 * `['Account']`: the swap form was reset, so there is nothing meaningful to go back to.
 */
export function showAccountAfterSwap(
  stores: ShowAccountAfterSwapStores,
  _parameters: ShowAccountAfterSwapParameters = {},
): ShowAccountAfterSwapReturnType {
  stores.router.setState((state) => reduceReset(state, { view: 'Account' }))
}
