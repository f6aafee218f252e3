import type { SnackbarStore } from './createSnackbarStore.js'
import { reduceHide } from './transitions.js'

/** Stores `hideSnackbar` touches. */
export type HideSnackbarStores = { readonly snackbar: SnackbarStore }
/** `hideSnackbar` takes no parameters. */
export type HideSnackbarParameters = Record<string, never>
/** `hideSnackbar` returns nothing. */
export type HideSnackbarReturnType = undefined
/** `hideSnackbar` never throws. */
export type HideSnackbarErrorType = never

/** Hides the snackbar now and cancels a pending show or auto-hide. */
export function hideSnackbar(
  stores: HideSnackbarStores,
  _parameters: HideSnackbarParameters = {},
): HideSnackbarReturnType {
  stores.snackbar.setState(reduceHide)
}
