/**
 * The element that really has focus: `document.activeElement` is the shadow host when focus is inside a
 * shadow root, so descend through each open shadow root. `null` when nothing but the body is focused.
 */
export function getDeepActiveElement(document: Document): HTMLElement | null {
  let active = document.activeElement
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement
  if (active === null || active === document.body || !isFocusable(active)) return null
  return active
}

function isFocusable(element: Element): element is HTMLElement {
  return typeof (element as HTMLElement).focus === 'function'
}
