/** The box a laid-out element would have. */
export type LaidOutSize = { readonly width: number; readonly height: number }

type LayoutGlobals = { ResizeObserver?: unknown }

/**
 * Gives Happy DOM the layout it lacks, for components that measure themselves (virtualized lists):
 * a `ResizeObserver` that reports `sizeOf(element)` for each observed element, as a browser does
 * after layout, and an `offsetParent` (the parent element; Happy DOM has none, which reads as 'not
 * rendered'). Returns the function that puts Happy DOM's own back.
 *
 * @example
 * const restore = installLayout((element) => ({ width: 328, height: element.matches('[role=grid]') ? 440 : 112 }))
 */
export function installLayout(sizeOf: (element: Element) => LaidOutSize): () => void {
  const globals = globalThis as LayoutGlobals
  const ownResizeObserver = globals.ResizeObserver
  class LaidOutResizeObserver {
    readonly #callback: ResizeObserverCallback
    constructor(callback: ResizeObserverCallback) {
      this.#callback = callback
    }
    observe(target: Element) {
      const entry = { target, contentRect: sizeOf(target) } as unknown as ResizeObserverEntry
      // A browser reports after the next layout, never inside `observe`.
      queueMicrotask(() => this.#callback([entry], this as unknown as ResizeObserver))
    }
    unobserve() {}
    disconnect() {}
  }
  globals.ResizeObserver = LaidOutResizeObserver
  Object.defineProperty(HTMLElement.prototype, 'offsetParent', {
    configurable: true,
    get(this: HTMLElement) {
      return this.parentElement
    },
  })
  return () => {
    globals.ResizeObserver = ownResizeObserver
    Reflect.deleteProperty(HTMLElement.prototype, 'offsetParent')
  }
}
