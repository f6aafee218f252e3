import type { ThemeStore, ThemeVariables } from './createThemeStore.js'
import { reduceThemeVariables } from './transitions.js'

/** Stores `setThemeVariables` touches. */
export type SetThemeVariablesStores = { readonly theme: ThemeStore }
/** Parameters of `setThemeVariables`. */
export type SetThemeVariablesParameters = { readonly themeVariables: ThemeVariables }
/** `setThemeVariables` returns nothing. */
export type SetThemeVariablesReturnType = undefined
/** `setThemeVariables` never throws. */
export type SetThemeVariablesErrorType = never

/** Overrides theme variables; the ones not named keep their value. */
export function setThemeVariables(
  stores: SetThemeVariablesStores,
  parameters: SetThemeVariablesParameters,
): SetThemeVariablesReturnType {
  stores.theme.setState((state) => reduceThemeVariables(state, parameters))
}
