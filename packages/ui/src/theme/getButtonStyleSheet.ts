import { BUTTON_STYLES } from './styles/buttonStyles.js'
import { ROOT_STYLES } from './styles/rootStyles.js'
import type { ThemeTokens } from './toCssVariables.js'
import { toThemeDeclarations } from './toThemeDeclarations.js'

/**
 * The CSS text of a button's own shadow root (ConnectButton, AccountButton, NetworkButton): the
 * same reset and theme as the modal's sheet, with only the button and image rules, so a page that
 * shows only the buttons does not load the modal's styles.
 * @example
 * shadowRoot.innerHTML = `<style>${getButtonStyleSheet(tokens)}</style>`
 */
export function getButtonStyleSheet(tokens: ThemeTokens): string {
  return `${ROOT_STYLES}:host>*,.atr-root{${toThemeDeclarations(tokens)}}\n${BUTTON_STYLES}`
}
