import { describe, expect, it } from 'vitest'
import { createMemoryStorage } from './createMemoryStorage.js'

describe('createMemoryStorage', () => {
  it('reads null for an absent key and returns what was set', () => {
    const storage = createMemoryStorage()
    expect(storage.getItem('a')).toBeNull()
    storage.setItem('a', '1')
    expect(storage.getItem('a')).toBe('1')
  })

  it('starts from the given initial items', () => {
    expect(createMemoryStorage({ a: 'x' }).getItem('a')).toBe('x')
  })

  it('removes an item, and removing an absent key is a no-op', () => {
    const storage = createMemoryStorage({ a: 'x' })
    storage.removeItem('a')
    storage.removeItem('missing')
    expect(storage.getItem('a')).toBeNull()
  })

  it('keeps instances independent', () => {
    const first = createMemoryStorage()
    const second = createMemoryStorage()
    first.setItem('a', '1')
    expect(second.getItem('a')).toBeNull()
  })
})
