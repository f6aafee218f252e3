import { createMemoryStorage } from '@atrium/core'
import { describe, expect, it } from 'vitest'
import { createAuthorisationMemory } from './createAuthorisationMemory.js'

const LAB = 'http://127.0.0.1:5173'
const OTHER = 'https://dapp.example'
const KEY = 'test-wallet:eip155'

describe('createAuthorisationMemory', () => {
  it('keeps an authorised origin for the next memory over the same storage (a reload), until it is forgotten', () => {
    const storage = createMemoryStorage()
    createAuthorisationMemory({ storage, key: KEY, origin: LAB }).setAuthorised(true)
    const reloaded = createAuthorisationMemory({ storage, key: KEY, origin: LAB })
    expect(reloaded.isAuthorised()).toBe(true)
    expect(storage.getItem(KEY)).toBe(JSON.stringify([LAB]))
    reloaded.setAuthorised(false)
    expect(createAuthorisationMemory({ storage, key: KEY, origin: LAB }).isAuthorised()).toBe(false)
  })

  it('without parameters remembers nothing', () => {
    const memory = createAuthorisationMemory(undefined)
    memory.setAuthorised(true)
    expect(memory.isAuthorised()).toBe(false)
  })

  it('keeps one list per key, and an origin apart from the others in it', () => {
    const storage = createMemoryStorage({ [KEY]: JSON.stringify([OTHER]) })
    createAuthorisationMemory({ storage, key: KEY, origin: LAB }).setAuthorised(true)
    expect(JSON.parse(storage.getItem(KEY) ?? '')).toEqual([OTHER, LAB])
    expect(createAuthorisationMemory({ storage, key: 'another-wallet', origin: LAB }).isAuthorised()).toBe(
      false,
    )
    createAuthorisationMemory({ storage, key: KEY, origin: OTHER }).setAuthorised(false)
    expect(JSON.parse(storage.getItem(KEY) ?? '')).toEqual([LAB])
  })

  it('an unreadable entry or a failing storage is no authorisation, and never throws', () => {
    const garbled = createMemoryStorage({ [KEY]: '{not json' })
    expect(createAuthorisationMemory({ storage: garbled, key: KEY, origin: LAB }).isAuthorised()).toBe(false)
    const blocked = {
      getItem: () => {
        throw new DOMException('The operation is insecure.', 'SecurityError')
      },
      setItem: () => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
      },
    }
    const memory = createAuthorisationMemory({ storage: blocked, key: KEY, origin: LAB })
    expect(memory.isAuthorised()).toBe(false)
    expect(() => memory.setAuthorised(true)).not.toThrow()
  })
})
