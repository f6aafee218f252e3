import type { ThemeMode, ThemeState, ThemeVariables } from './createThemeStore.js'

/** [UI-002] Switches the theme mode. */
export function reduceThemeMode(
  state: ThemeState,
  parameters: { readonly themeMode: ThemeMode },
): ThemeState {
  if (state.themeMode === parameters.themeMode) return state
  return { ...state, themeMode: parameters.themeMode }
}

/** Merges `themeVariables` over the current overrides: later calls change only what they name. */
export function reduceThemeVariables(
  state: ThemeState,
  parameters: { readonly themeVariables: ThemeVariables },
): ThemeState {
  return { ...state, themeVariables: { ...state.themeVariables, ...parameters.themeVariables } }
}
