import type { StorageBackend } from './StorageBackend.js'

/**
 * A storage backend that keeps items in a `Map`: for Node, tests, and pages where the browser's
 * storage is unavailable. Each call returns an independent store.
 *
 * @example
 * const storage = createAtriumStorage({ backend: createMemoryStorage() })
 */
export function createMemoryStorage(initial?: Readonly<Record<string, string>>): StorageBackend {
  const items = new Map<string, string>(Object.entries(initial ?? {}))
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => {
      items.set(key, value)
    },
    removeItem: (key) => {
      items.delete(key)
    },
  }
}
