import { type ThemeTokens, toCssVariables } from './toCssVariables.js'

/**
 * The kit's own defaults for the optional tokens. They are always written out so that a custom
 * property of the same name on the host page cannot be inherited into the shadow tree.
 */
const DEFAULT_FONT_FAMILY = 'system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif'
const DEFAULT_BORDER_RADIUS_PX = 12

/** The theme as the declarations of the shadow tree's root rule (`--atrium-accent:…;…`). */
export function toThemeDeclarations(tokens: ThemeTokens): string {
  const variables = toCssVariables({
    fontFamily: DEFAULT_FONT_FAMILY,
    borderRadiusPx: DEFAULT_BORDER_RADIUS_PX,
    ...tokens,
  })
  return (
    Object.entries(variables)
      // Values come from dApp options: drop what could close the rule or the <style> element.
      .map(([name, value]) => `${name}:${value.replace(/[{}<>;]/g, '')}`)
      .join(';')
  )
}
