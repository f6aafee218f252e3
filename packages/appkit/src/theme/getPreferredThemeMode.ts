import type { ThemeMode } from '@atrium/core'

/** The host's colour-scheme preference (UI-002), `light` where it cannot be read (server). */
export function getPreferredThemeMode(): ThemeMode {
  const matchMedia = (globalThis as { matchMedia?: (query: string) => MediaQueryList }).matchMedia
  return matchMedia?.('(prefers-color-scheme: dark)').matches === true ? 'dark' : 'light'
}
