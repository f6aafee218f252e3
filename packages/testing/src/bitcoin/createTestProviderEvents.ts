/** A wallet event as the page receives it: the wallet's own event name and payload. */
export type TestProviderEvent = { readonly name: string; readonly payload: unknown }

/** The event side of an injected Bitcoin provider (`on` / `removeListener` / sats-connect's `addListener`). */
export type TestProviderEvents = {
  on(name: string, listener: (payload: unknown) => void): void
  off(name: string, listener: (payload: unknown) => void): void
  emit(name: string, payload: unknown): void
  /** Every event, whatever its name: how the Playwright installer forwards them into the page. */
  watch(listener: (event: TestProviderEvent) => void): () => void
}

/**
 * The listeners of one provider. A listener that throws does not stop the others; its error is
 * rethrown on a later tick, as an uncaught error in a page's event handler would surface.
 */
export function createTestProviderEvents(): TestProviderEvents {
  const listeners = new Map<string, Set<(payload: unknown) => void>>()
  const watchers = new Set<(event: TestProviderEvent) => void>()
  const run = (call: () => void) => {
    try {
      call()
    } catch (error) {
      setTimeout(() => {
        throw error
      })
    }
  }
  return {
    on: (name, listener) => {
      const set = listeners.get(name) ?? new Set()
      set.add(listener)
      listeners.set(name, set)
    },
    off: (name, listener) => {
      listeners.get(name)?.delete(listener)
    },
    emit: (name, payload) => {
      for (const listener of [...(listeners.get(name) ?? [])]) run(() => listener(payload))
      for (const watcher of [...watchers]) run(() => watcher({ name, payload }))
    },
    watch: (watcher) => {
      watchers.add(watcher)
      return () => {
        watchers.delete(watcher)
      }
    },
  }
}
