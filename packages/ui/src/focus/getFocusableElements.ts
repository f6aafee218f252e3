const FOCUSABLE_SELECTOR = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type=hidden])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  '[contenteditable=""]',
  '[contenteditable=true]',
  '[tabindex]',
]
  // A negative tabindex takes an element out of the Tab order whatever it is.
  .map((selector) => `${selector}:not([tabindex^="-"])`)
  .join(',')

/**
 * The elements inside `container` that Tab reaches, in document order: enabled controls and links
 * without a negative tab index, outside `hidden`/`inert` subtrees and not hidden by CSS.
 */
export function getFocusableElements(container: Element): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE_SELECTOR)).filter(
    (element) =>
      element.closest('[hidden],[inert]') === null &&
      (typeof element.checkVisibility !== 'function' || element.checkVisibility()),
  )
}
