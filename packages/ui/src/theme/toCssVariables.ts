/** The values a theme sets; every one becomes a CSS custom property on the modal's root. */
export type ThemeTokens = {
  accent: string
  background: string
  foreground: string
  modalWidthPx: number
  zIndex: number
  fontFamily?: string
  borderRadiusPx?: number
  /** How long the modal shakes; the caller passes the spec value. */
  shakeDurationMs?: number
}

/** Prefix of every custom property the kit reads, so host-page variables never collide with ours. */
export const CSS_VARIABLE_PREFIX = '--atrium-'

const NAMES: { [key in keyof ThemeTokens]-?: string } = {
  accent: 'accent',
  background: 'background',
  foreground: 'foreground',
  modalWidthPx: 'modal-width',
  zIndex: 'z-index',
  fontFamily: 'font-family',
  borderRadiusPx: 'border-radius',
  shakeDurationMs: 'shake-duration',
}

function toCssValue(key: keyof ThemeTokens, value: string | number): string {
  if (key.endsWith('Px')) return `${value}px`
  return key.endsWith('Ms') ? `${value}ms` : String(value)
}

/**
 * Maps theme tokens to CSS custom properties, e.g. `{ accent: 'red' }` → `{ '--atrium-accent': 'red' }`.
 * Values are passed in: the kit holds no spec constants and no store.
 */
export function toCssVariables(tokens: ThemeTokens): Record<string, string> {
  const variables: Record<string, string> = {}
  for (const key of Object.keys(NAMES) as Array<keyof ThemeTokens>) {
    const value = tokens[key]
    if (value !== undefined) variables[`${CSS_VARIABLE_PREFIX}${NAMES[key]}`] = toCssValue(key, value)
  }
  return variables
}
