/** A modal rendered into the page: its host element, its shadow root, and how to remove it. */
export type ModalMount = {
  readonly host: HTMLElement
  readonly shadowRoot: ShadowRoot
  unmount(): void
}
