import { describe, expect, it } from 'vitest'
import { createMemoryStorage } from './createMemoryStorage.js'
import { createServiceStorage } from './createServiceStorage.js'
import { SESSION_CACHE_NAMES } from './createSessionCache.js'

function setup() {
  const backend = createMemoryStorage()
  const sessionBackend = createMemoryStorage()
  const storage = createServiceStorage({ backend, sessionBackend, logger: { error: () => undefined } })
  return { backend, sessionBackend, sessionCache: storage.sessionCache }
}

describe('createSessionCache', () => {
  it('[STORE-018] session cache keys exist for identity, balance, ENS and portfolio', () => {
    expect(SESSION_CACHE_NAMES).toEqual(['identity', 'balance', 'ens', 'portfolio'])
  })

  it('[STORE-018] lives in the session backend under the prefix, not in the main backend', () => {
    const { backend, sessionBackend, sessionCache } = setup()
    sessionCache.set('balance', { 'eip155:1:0xabc': 30_000 })
    expect(sessionBackend.getItem('@atrium/session/balance')).toBe('{"eip155:1:0xabc":30000}')
    expect(backend.getItem('@atrium/session/balance')).toBeNull()
    expect(sessionCache.get('balance')).toEqual({ 'eip155:1:0xabc': 30_000 })
  })

  it('[STORE-018] reads an empty record when absent or invalid', () => {
    const { sessionBackend, sessionCache } = setup()
    expect(sessionCache.get('ens')).toEqual({})
    sessionBackend.setItem('@atrium/session/ens', '{"a":"b"}')
    expect(sessionCache.get('ens')).toEqual({})
  })

  it('[STORE-018] remove and clear delete the records', () => {
    const { sessionCache } = setup()
    for (const name of SESSION_CACHE_NAMES) sessionCache.set(name, { a: 1 })
    sessionCache.remove('identity')
    expect(sessionCache.get('identity')).toEqual({})
    expect(sessionCache.get('portfolio')).toEqual({ a: 1 })
    sessionCache.clear()
    expect(sessionCache.get('portfolio')).toEqual({})
  })
})
