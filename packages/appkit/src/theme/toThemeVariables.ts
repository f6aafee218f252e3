import type { ThemeVariables } from '@atrium/core'

/** The `themeVariables` option as the theme store keeps them: only the variables actually set. */
export function toThemeVariables(
  variables: {
    readonly [name in keyof ThemeVariables]?: ThemeVariables[name] | undefined
  },
): ThemeVariables {
  return Object.fromEntries(
    Object.entries(variables).filter(([, value]) => value !== undefined),
  ) as ThemeVariables
}
