import { describe, expect, it } from 'vitest'
import { createLocalStorage, type WebStorage } from './createLocalStorage.js'
import { createMemoryStorage } from './createMemoryStorage.js'

describe('createLocalStorage', () => {
  it('reads and writes through the web storage it is given', () => {
    const webStorage: WebStorage = createMemoryStorage()
    const storage = createLocalStorage(() => webStorage)
    storage.setItem('a', '1')
    expect(webStorage.getItem('a')).toBe('1')
    expect(storage.getItem('a')).toBe('1')
    storage.removeItem('a')
    expect(webStorage.getItem('a')).toBeNull()
  })

  it('asks for the web storage only when used, never at creation', () => {
    let calls = 0
    const storage = createLocalStorage(() => {
      calls += 1
      return undefined
    })
    expect(calls).toBe(0)
    storage.getItem('a')
    expect(calls).toBe(1)
  })

  it('reads null and drops writes while no web storage exists (server render)', () => {
    const storage = createLocalStorage(() => undefined)
    storage.setItem('a', '1')
    storage.removeItem('a')
    expect(storage.getItem('a')).toBeNull()
  })

  it('defaults to globalThis.localStorage, read lazily (absent in Node: null)', () => {
    const storage = createLocalStorage()
    expect(() => storage.setItem('a', '1')).not.toThrow()
    expect(storage.getItem('a')).toBe(
      (globalThis as { localStorage?: WebStorage }).localStorage?.getItem('a') ?? null,
    )
  })

  it('lets a failing web storage throw, for createAtriumStorage to log', () => {
    const storage = createLocalStorage(() => ({
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError')
      },
      removeItem: () => undefined,
    }))
    expect(() => storage.setItem('a', '1')).toThrow('QuotaExceededError')
  })
})
