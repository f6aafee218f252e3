import type { ThemeMode, ThemeStore } from './createThemeStore.js'
import { reduceThemeMode } from './transitions.js'

/** Stores `setThemeMode` touches. */
export type SetThemeModeStores = { readonly theme: ThemeStore }
/** Parameters of `setThemeMode`. */
export type SetThemeModeParameters = { readonly themeMode: ThemeMode }
/** `setThemeMode` returns nothing. */
export type SetThemeModeReturnType = undefined
/** `setThemeMode` never throws. */
export type SetThemeModeErrorType = never

/** [UI-002] Switches between the light and the dark theme. */
export function setThemeMode(
  stores: SetThemeModeStores,
  parameters: SetThemeModeParameters,
): SetThemeModeReturnType {
  stores.theme.setState((state) => reduceThemeMode(state, parameters))
}
