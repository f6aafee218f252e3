/** A size-bounded map that forgets the least recently used entry first. */
export type LruCache<key, value> = {
  get(key: key): value | undefined
  set(key: key, value: value): void
  readonly size: number
  clear(): void
}

/**
 * A least-recently-used cache holding at most `maxEntries` entries. Backed by a `Map`, whose
 * insertion order doubles as the recency order: a hit is moved to the end, the first key is evicted.
 */
export function createLruCache<key, value>(maxEntries: number): LruCache<key, value> {
  const entries = new Map<key, value>()
  return {
    get(key) {
      if (!entries.has(key)) return undefined
      const value = entries.get(key) as value
      entries.delete(key)
      entries.set(key, value)
      return value
    },
    set(key, value) {
      entries.delete(key)
      entries.set(key, value)
      if (entries.size > maxEntries) {
        const oldest = entries.keys().next()
        if (!oldest.done) entries.delete(oldest.value)
      }
    },
    get size() {
      return entries.size
    },
    clear() {
      entries.clear()
    },
  }
}
