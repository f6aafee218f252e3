import type { RouterStore } from './createRouterStore.js'
import { reduceReset } from './reduceReset.js'

/** Stores `showAccountAfterSend` touches. */
export type ShowAccountAfterSendStores = { readonly router: RouterStore }
/** `showAccountAfterSend` takes no parameters. */
export type ShowAccountAfterSendParameters = Record<string, never>
/** `showAccountAfterSend` returns nothing. */
export type ShowAccountAfterSendReturnType = undefined
/** `showAccountAfterSend` never throws. */
export type ShowAccountAfterSendErrorType = never

/**
 * [ROUTER-023] Once a send starts, `Account` is shown with no way back: the history becomes
 * `['Account']` (a reset, A-7), so the user cannot return to a half-sent form.
 */
export function showAccountAfterSend(
  stores: ShowAccountAfterSendStores,
  _parameters: ShowAccountAfterSendParameters = {},
): ShowAccountAfterSendReturnType {
  stores.router.setState((state) => reduceReset(state, { view: 'Account' }))
}
