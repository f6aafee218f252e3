import {
  DARK_THEME_ACCENT_COLOR,
  DARK_THEME_BACKGROUND_COLOR,
  LIGHT_THEME_ACCENT_COLOR,
  LIGHT_THEME_BACKGROUND_COLOR,
  MODAL_WIDTH_PX,
  MODAL_Z_INDEX,
} from '@atrium/common'
import type { ThemeMode, ThemeState } from './createThemeStore.js'

/**
 * Text colour of each mode. The spec gives only accents and backgrounds; these near-black and
 * near-white greys keep body text above 12:1 contrast on the spec backgrounds.
 */
export const THEME_FOREGROUND_COLORS = { light: '#141414', dark: '#e4e7e7' } as const satisfies Record<
  ThemeMode,
  string
>

/** The resolved design tokens of a theme, in the shape `@atrium/ui` turns into CSS variables. */
export type ThemeTokens = {
  readonly accent: string
  readonly background: string
  readonly foreground: string
  readonly modalWidthPx: number
  readonly zIndex: number
  readonly fontFamily?: string
  readonly borderRadiusPx?: number
}

/**
 * [UI-002..004][UI-006][UI-007] The tokens of the current theme: the mode's accent and background
 * (light hsla(231,100%,70%,1) on white, dark hsla(230,100%,67%,1) on #121313), 360px width,
 * z-index 999, each overridable by `themeVariables`. Builds a new object: use `useShallow` in React.
 */
export function selectThemeTokens(state: ThemeState): ThemeTokens {
  const light = state.themeMode === 'light'
  const { accent, background, foreground, zIndex, fontFamily, borderRadiusPx } = state.themeVariables
  return {
    accent: accent ?? (light ? LIGHT_THEME_ACCENT_COLOR : DARK_THEME_ACCENT_COLOR),
    background: background ?? (light ? LIGHT_THEME_BACKGROUND_COLOR : DARK_THEME_BACKGROUND_COLOR),
    foreground: foreground ?? THEME_FOREGROUND_COLORS[state.themeMode],
    modalWidthPx: MODAL_WIDTH_PX,
    zIndex: zIndex ?? MODAL_Z_INDEX,
    ...(fontFamily === undefined ? {} : { fontFamily }),
    ...(borderRadiusPx === undefined ? {} : { borderRadiusPx }),
  }
}
