import { describe, expect, it } from 'vitest'
import { getButtonStyleSheet } from './getButtonStyleSheet.js'
import { getModalStyleSheet } from './getModalStyleSheet.js'
import type { ThemeTokens } from './toCssVariables.js'

const LIGHT: ThemeTokens = {
  accent: 'hsla(231,100%,70%,1)',
  background: '#ffffff',
  foreground: '#141414',
  modalWidthPx: 360,
  zIndex: 999,
}

/** The rules of a sheet, one per line-level rule, for set comparisons. */
const rulesOf = (css: string) => new Set(css.split('\n').filter((line) => line !== ''))

describe('getButtonStyleSheet', () => {
  it('starts with the same :host reset and theme as the modal sheet', () => {
    const css = getButtonStyleSheet(LIGHT)
    expect(css).toMatch(/^:host\s*\{\s*all:\s*initial;?\s*\}/)
    expect(css).toContain('--atrium-accent:hsla(231,100%,70%,1)')
    expect(css).toContain('--atrium-font-family:system-ui')
  })

  it('holds the button, spinner and image rules, and none of the modal-only ones', () => {
    const css = getButtonStyleSheet(LIGHT)
    for (const selector of ['.atr-button{', '.atr-button--secondary{', '.atr-spin{', '.atr-image{'])
      expect(css).toContain(selector)
    for (const selector of ['.atr-list-item{', '.atr-input{', '.atr-qr{']) expect(css).not.toContain(selector)
  })

  it('is a subset of the modal sheet, which is much larger', () => {
    const buttons = getButtonStyleSheet(LIGHT)
    const modal = getModalStyleSheet({ ...LIGHT, shakeDurationMs: 500 })
    const modalRules = rulesOf(modal)
    for (const rule of rulesOf(buttons))
      if (!rule.startsWith(':host>*,.atr-root{--')) expect(modalRules).toContain(rule)
    expect(buttons.length).toBeLessThan(modal.length / 2)
  })

  it('drops characters that could close the rule or the <style> element', () => {
    const css = getButtonStyleSheet({ ...LIGHT, fontFamily: 'x}</style><script>;a{' })
    expect(css).not.toContain('</style>')
  })
})
