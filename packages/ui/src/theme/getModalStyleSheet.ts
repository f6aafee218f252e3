import { BUTTON_STYLES } from './styles/buttonStyles.js'
import { CONTENT_STYLES } from './styles/contentStyles.js'
import { CONTROL_STYLES } from './styles/controlStyles.js'
import { MODAL_STYLES } from './styles/modalStyles.js'
import { ROOT_STYLES } from './styles/rootStyles.js'
import { WALLET_GRID_STYLES } from './styles/walletGridStyles.js'
import type { ThemeTokens } from './toCssVariables.js'
import { toThemeDeclarations } from './toThemeDeclarations.js'

/** Tokens of the modal's style sheet: the theme plus the shake duration, which the modal cannot do without. */
export type ModalStyleSheetTokens = ThemeTokens & { shakeDurationMs: number }

/**
 * The CSS text of the modal's shadow root: the `:host { all: initial }` reset, the theme as CSS
 * custom properties on the shadow tree's top-level elements, and the styles of every primitive
 * (classes prefixed `atr-`). Inject it into the shadow root only (a `<style>` or an adopted sheet).
 * @example
 * shadowRoot.innerHTML = `<style>${getModalStyleSheet({ ...tokens, shakeDurationMs: 500 })}</style>`
 */
export function getModalStyleSheet(tokens: ModalStyleSheetTokens): string {
  return `${ROOT_STYLES}:host>*,.atr-root{${toThemeDeclarations(tokens)}}\n${BUTTON_STYLES}${CONTROL_STYLES}${CONTENT_STYLES}${WALLET_GRID_STYLES}${MODAL_STYLES}`
}
