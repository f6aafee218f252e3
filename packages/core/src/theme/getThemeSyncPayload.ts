import type { ThemeMode, ThemeState, ThemeVariables } from './createThemeStore.js'

/**
 * The theme sent to the secure frame (SPEC §3 "Theme sync payload"). `w3mThemeVariables` repeats
 * the overrides as the `--w3m-*` custom properties the frame protocol expects.
 */
export type ThemeSyncPayload = {
  readonly themeMode: ThemeMode
  readonly themeVariables: ThemeVariables
  readonly w3mThemeVariables: Readonly<Record<string, string>>
}

const W3M_VARIABLE_NAMES = {
  accent: '--w3m-accent',
  background: '--w3m-background',
  foreground: '--w3m-foreground',
  fontFamily: '--w3m-font-family',
  borderRadiusPx: '--w3m-border-radius-master',
  zIndex: '--w3m-z-index',
} as const satisfies Record<keyof ThemeVariables, string>

/** The frame's theme-sync payload for the current theme. */
export function getThemeSyncPayload(state: ThemeState): ThemeSyncPayload {
  const w3mThemeVariables: Record<string, string> = {}
  for (const [key, name] of Object.entries(W3M_VARIABLE_NAMES)) {
    const value = state.themeVariables[key as keyof ThemeVariables]
    if (value !== undefined) w3mThemeVariables[name] = key === 'borderRadiusPx' ? `${value}px` : String(value)
  }
  return { themeMode: state.themeMode, themeVariables: state.themeVariables, w3mThemeVariables }
}
