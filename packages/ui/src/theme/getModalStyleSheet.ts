import { CONTENT_STYLES } from './styles/contentStyles.js'
import { CONTROL_STYLES } from './styles/controlStyles.js'
import { MODAL_STYLES } from './styles/modalStyles.js'
import { ROOT_STYLES } from './styles/rootStyles.js'
import { type ThemeTokens, toCssVariables } from './toCssVariables.js'

/** Tokens of the modal's style sheet: the theme plus the shake duration, which the modal cannot do without. */
export type ModalStyleSheetTokens = ThemeTokens & { shakeDurationMs: number }

/**
 * The kit's own defaults for the optional tokens. They are always written out so that a custom
 * property of the same name on the host page cannot be inherited into the shadow tree.
 */
const DEFAULT_FONT_FAMILY = 'system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif'
const DEFAULT_BORDER_RADIUS_PX = 12

/**
 * The CSS text of the modal's shadow root: the `:host { all: initial }` reset, the theme as CSS
 * custom properties on the shadow tree's top-level elements, and the styles of every primitive
 * (classes prefixed `atr-`). Inject it into the shadow root only (a `<style>` or an adopted sheet).
 * @example
 * shadowRoot.innerHTML = `<style>${getModalStyleSheet({ ...tokens, shakeDurationMs: 500 })}</style>`
 */
export function getModalStyleSheet(tokens: ModalStyleSheetTokens): string {
  const variables = toCssVariables({
    fontFamily: DEFAULT_FONT_FAMILY,
    borderRadiusPx: DEFAULT_BORDER_RADIUS_PX,
    ...tokens,
  })
  const declarations = Object.entries(variables)
    // Values come from dApp options: drop what could close the rule or the <style> element.
    .map(([name, value]) => `${name}:${value.replace(/[{}<>;]/g, '')}`)
    .join(';')
  return `${ROOT_STYLES}:host>*,.atr-root{${declarations}}\n${CONTROL_STYLES}${CONTENT_STYLES}${MODAL_STYLES}`
}
