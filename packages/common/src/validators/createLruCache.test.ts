import { describe, expect, it } from 'vitest'
import { createLruCache } from './createLruCache.js'

describe('createLruCache', () => {
  it('[VAL-006] evicts the least recently used entry beyond its size', () => {
    const cache = createLruCache<string, number>(2)
    cache.set('a', 1)
    cache.set('b', 2)
    expect(cache.get('a')).toBe(1)
    cache.set('c', 3)
    expect(cache.get('b')).toBeUndefined()
    expect(cache.get('a')).toBe(1)
    expect(cache.get('c')).toBe(3)
    expect(cache.size).toBe(2)
  })

  it('[VAL-006] overwriting a key does not grow the cache', () => {
    const cache = createLruCache<string, number>(2)
    cache.set('a', 1)
    cache.set('a', 2)
    expect(cache.size).toBe(1)
    expect(cache.get('a')).toBe(2)
    cache.clear()
    expect(cache.size).toBe(0)
  })
})
