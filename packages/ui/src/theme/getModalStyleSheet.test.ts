import { afterEach, describe, expect, it } from 'vitest'
import { getModalStyleSheet, type ModalStyleSheetTokens } from './getModalStyleSheet.js'

// The spec values, as @atrium/react passes them from @atrium/common (ui imports no @atrium package).
const LIGHT: ModalStyleSheetTokens = {
  accent: 'hsla(231,100%,70%,1)',
  background: '#ffffff',
  foreground: '#141414',
  modalWidthPx: 360,
  zIndex: 999,
  shakeDurationMs: 500,
}
const DARK: ModalStyleSheetTokens = {
  ...LIGHT,
  accent: 'hsla(230,100%,67%,1)',
  background: '#121313',
  foreground: '#e4e7e7',
}

/** The declarations of the rule that sets the theme on the shadow tree's root. */
function getRootDeclarations(css: string): string {
  const match = /:host>\*,\.atr-root\{(--atrium-[^}]*)\}/.exec(css)
  return match?.[1] ?? ''
}

describe('getModalStyleSheet', () => {
  it('starts with the :host { all: initial } reset so host-page CSS cannot reach the modal', () => {
    expect(getModalStyleSheet(LIGHT)).toMatch(/^:host\s*\{\s*all:\s*initial;?\s*\}/)
  })

  it('sets font, colour and box-sizing explicitly on the root, in px (never rem)', () => {
    const css = getModalStyleSheet(LIGHT)
    const root = /:host>\*,\.atr-root\{box-sizing[^}]*\}/.exec(css)?.[0] ?? ''
    expect(root).toContain('box-sizing:border-box')
    expect(root).toContain('color:var(--atrium-foreground)')
    expect(root).toMatch(/font:400 14px\/1\.45 var\(--atrium-font-family\)/)
    expect(css).not.toMatch(/[\d.]rem\b/)
  })

  it('[UI-002][UI-003] light theme: accent hsla(231,100%,70%,1) on #ffffff', () => {
    const declarations = getRootDeclarations(getModalStyleSheet(LIGHT))
    expect(declarations).toContain('--atrium-accent:hsla(231,100%,70%,1)')
    expect(declarations).toContain('--atrium-background:#ffffff')
  })

  it('[UI-002][UI-004] dark theme: accent hsla(230,100%,67%,1) on #121313', () => {
    const declarations = getRootDeclarations(getModalStyleSheet(DARK))
    expect(declarations).toContain('--atrium-accent:hsla(230,100%,67%,1)')
    expect(declarations).toContain('--atrium-background:#121313')
  })

  it('[UI-005] the shake lasts the token duration (500 ms) with its keyframes', () => {
    const css = getModalStyleSheet(LIGHT)
    expect(getRootDeclarations(css)).toContain('--atrium-shake-duration:500ms')
    expect(css).toContain('.atr-modal.atr-shake{animation:atr-shake var(--atrium-shake-duration)')
    expect(css).toContain('@keyframes atr-shake{')
  })

  it('[UI-006] the modal is as wide as the token (360 px)', () => {
    const css = getModalStyleSheet(LIGHT)
    expect(getRootDeclarations(css)).toContain('--atrium-modal-width:360px')
    expect(css).toMatch(/\.atr-modal\{[^}]*width:var\(--atrium-modal-width\)/)
  })

  it('[UI-007] the overlay stacks at the token z-index (999)', () => {
    const css = getModalStyleSheet(LIGHT)
    expect(getRootDeclarations(css)).toContain('--atrium-z-index:999')
    expect(css).toMatch(/\.atr-overlay\{[^}]*z-index:var\(--atrium-z-index\)/)
  })

  it('writes the kit defaults for optional tokens so host-page variables are not inherited', () => {
    const declarations = getRootDeclarations(getModalStyleSheet(LIGHT))
    expect(declarations).toMatch(/--atrium-font-family:system-ui/)
    expect(declarations).toContain('--atrium-border-radius:12px')
  })

  it('fontFamily and borderRadiusPx: overrides replace the defaults', () => {
    const declarations = getRootDeclarations(
      getModalStyleSheet({ ...LIGHT, fontFamily: 'Inter', borderRadiusPx: 4 }),
    )
    expect(declarations).toContain('--atrium-font-family:Inter')
    expect(declarations).toContain('--atrium-border-radius:4px')
  })

  it('drops characters that could close the rule or the <style> element', () => {
    const css = getModalStyleSheet({ ...LIGHT, fontFamily: 'x}</style><script>;a{' })
    expect(getRootDeclarations(css)).toContain('--atrium-font-family:x/stylescripta')
    expect(css).not.toContain('</style>')
  })

  it('bottom sheet, reduced motion and focus rings are styled', () => {
    const css = getModalStyleSheet(LIGHT)
    expect(css).toMatch(/\.atr-modal--sheet\{width:100%/)
    expect(css).toContain('@media (prefers-reduced-motion:reduce)')
    expect(css).toContain(':focus-visible{outline:2px solid var(--atrium-accent)')
  })

  it('the dialog keeps its size while a snackbar shows: its body scrolls and the snackbar floats over it', () => {
    const css = getModalStyleSheet(LIGHT)
    expect(css).toMatch(/\.atr-modal\{[^}]*overflow:hidden/)
    expect(css).toMatch(/\.atr-modal-body\{[^}]*min-height:0[^}]*overflow:auto/)
    expect(css).toMatch(/\.atr-modal \.atr-snackbar\{position:absolute;inset-inline:16px;bottom:16px/)
  })

  it('buttons stay on one line and can be made narrower than their label', () => {
    const css = getModalStyleSheet(LIGHT)
    expect(css).toMatch(/\.atr-button\{[^}]*white-space:nowrap/)
    expect(css).toContain('.atr-button-fit{display:grid;grid-template-columns:minmax(0,max-content)}')
    expect(css).toContain('.atr-button-label{overflow:hidden;text-overflow:ellipsis}')
  })

  it('keeps every selector scoped to the kit (atr- classes, elements inside the shadow root)', () => {
    const css = getModalStyleSheet(LIGHT)
    const classes = css.match(/\.[a-z][\w-]*(?=[\s{,:>.[)])/g) ?? []
    expect(classes.filter((name) => !name.startsWith('.atr-'))).toEqual([])
  })

  describe('inside a shadow root', () => {
    afterEach(() => {
      document.head.replaceChildren()
      document.body.replaceChildren()
    })

    it("a host page's aggressive `* { color: red; font-size: 40px }` does not change the modal", () => {
      const pageStyle = document.createElement('style')
      pageStyle.textContent = '* { color: red; font-size: 40px; z-index: 1 }'
      document.head.append(pageStyle)
      const host = document.createElement('div')
      document.body.append(host)
      const shadowRoot = host.attachShadow({ mode: 'open' })
      shadowRoot.innerHTML = `<style>${getModalStyleSheet({ ...LIGHT, foreground: 'rgb(20, 20, 20)' })}</style><div><p>Connect</p><div class="atr-overlay"></div></div>`
      const text = shadowRoot.querySelector('p') as HTMLElement
      expect(getComputedStyle(host).color).toBe('red')
      expect(getComputedStyle(text).color).toBe('rgb(20, 20, 20)')
      expect(getComputedStyle(text).fontSize).toBe('14px')
      expect(getComputedStyle(shadowRoot.querySelector('.atr-overlay') as HTMLElement).zIndex).toBe('999')
    })
  })
})
