import type { THEME_MODES } from '@atrium/common'
import { createStore } from 'zustand/vanilla'

/** [UI-002] A theme mode: `light` or `dark`. */
export type ThemeMode = (typeof THEME_MODES)[number]

/**
 * Overrides of the theme's design tokens, named as `@atrium/ui`'s theme tokens. Every field is
 * optional: an absent one keeps the mode's default (UI-003/UI-004).
 */
export type ThemeVariables = {
  readonly accent?: string
  readonly background?: string
  readonly foreground?: string
  readonly fontFamily?: string
  readonly borderRadiusPx?: number
  readonly zIndex?: number
}

/** The theme: mode and variable overrides. */
export type ThemeState = {
  readonly themeMode: ThemeMode
  readonly themeVariables: ThemeVariables
}

/**
 * Creates a theme store. It starts in `light` mode with no overrides; appkit passes the
 * `themeMode` option (or the host's colour-scheme preference) as `initial`.
 */
export function createThemeStore(initial: Partial<ThemeState> = {}) {
  return createStore<ThemeState>()(() => ({ themeMode: 'light', themeVariables: {}, ...initial }))
}

/** A theme store. */
export type ThemeStore = ReturnType<typeof createThemeStore>
