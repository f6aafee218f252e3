import { expect } from 'vitest'

const FOCUSABLE = 'button:not([disabled]), [href], input:not([disabled]), [tabindex]:not([tabindex="-1"])'

/** The focused element inside `root` (a shadow root keeps its own `activeElement`). */
export function getFocused(root: DocumentOrShadowRoot): Element | null {
  return root.activeElement
}

/**
 * Tab: moves focus to the next focusable element of `scope` in document order, wrapping like the
 * modal's focus trap. Happy DOM has no sequential focus navigation, so this walks the same order.
 */
export function pressTab(root: DocumentOrShadowRoot, scope: ParentNode): HTMLElement {
  const focusable = [...scope.querySelectorAll<HTMLElement>(FOCUSABLE)]
  const current = root.activeElement
  const index = current === null ? -1 : focusable.indexOf(current as HTMLElement)
  const next = focusable[(index + 1) % focusable.length]
  if (next === undefined) throw new Error('nothing focusable')
  next.focus()
  return next
}

/** Tabs until the focused element is named `name` (by `aria-label` or text); fails after a full cycle. */
export function tabTo(root: DocumentOrShadowRoot, scope: ParentNode, name: RegExp): HTMLElement {
  const count = scope.querySelectorAll(FOCUSABLE).length
  for (let step = 0; step <= count; step += 1) {
    const focused = root.activeElement as HTMLElement | null
    if (focused !== null && name.test(focused.getAttribute('aria-label') ?? getReadText(focused)))
      return focused
    pressTab(root, scope)
  }
  throw new Error(`no focusable element named ${name}`)
}

/**
 * Enter on the focused element: it must be a native button or link, whose activation behaviour is
 * a click (Happy DOM does not synthesise that click from key events).
 */
export function pressEnter(root: DocumentOrShadowRoot): void {
  const focused = root.activeElement as HTMLElement | null
  expect(focused?.tagName).toMatch(/^(BUTTON|A)$/)
  focused?.click()
}

/** The text of `element` as assistive technology reads it: without `aria-hidden` parts. */
export function getReadText(element: Element): string {
  const copy = element.cloneNode(true) as Element
  for (const hidden of copy.querySelectorAll('[aria-hidden="true"]')) hidden.remove()
  return (copy.textContent ?? '').trim()
}
