import { describe, expect, it, vi } from 'vitest'
import { createMemoryStorage } from './createMemoryStorage.js'
import { createServiceStorage } from './createServiceStorage.js'
import type { StorageBackend } from './StorageBackend.js'

/** A backend that fails like a full or disabled browser storage. */
function createThrowingBackend(): StorageBackend {
  const fail = (): never => {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
  }
  return { getItem: fail, setItem: fail, removeItem: fail }
}

describe('createServiceStorage', () => {
  it('[STORE-001] writes the login data and the caches under the shared prefix', () => {
    const backend = createMemoryStorage()
    const storage = createServiceStorage({ backend, logger: { error: () => undefined } })
    storage.loginData.set('email', 'a@b.co')
    storage.caches.set('identity', '0xabc', { name: 'vitalik.eth', avatar: null })
    expect(backend.getItem('@atrium/login/email')).toBe('"a@b.co"')
    expect(backend.getItem('@atrium/cache/identity')).not.toBeNull()
  })

  it('[STORE-018] creates its session cache in memory by default', () => {
    const backend = createMemoryStorage()
    const storage = createServiceStorage({ backend, logger: { error: () => undefined } })
    storage.sessionCache.set('balance', { 'eip155:1:0xabc': 1 })
    expect(storage.sessionCache.get('balance')).toEqual({ 'eip155:1:0xabc': 1 })
    expect(backend.getItem('@atrium/session/balance')).toBeNull()
  })

  it('[STORE-019] with a throwing backend nothing throws, each failure logs its catalogue text', async () => {
    const messages: string[] = []
    const storage = createServiceStorage({
      backend: createThrowingBackend(),
      logger: { error: (message) => void messages.push(message) },
    })
    const operations: Array<() => unknown> = [
      () => storage.loginData.get('email'),
      () => storage.loginData.set('email', 'a@b.co'),
      () => storage.loginData.clear(),
      () => storage.caches.get('portfolio', 'eip155:1:0xabc'),
      () => storage.caches.set('ens', '0xabc', []),
      () => storage.caches.remove('identity', '0xabc'),
      () => storage.caches.clear('nativeBalance'),
    ]
    for (const operation of operations) expect(operation).not.toThrow()
    await vi.waitFor(() => expect(new Set(messages).size).toBe(8))
    expect(new Set(messages)).toMatchInlineSnapshot(`
      Set {
        "Unable to get login data",
        "Unable to set login data",
        "Unable to delete login data",
        "Unable to get cached portfolio",
        "Unable to get cached ENS name",
        "Unable to set cached ENS name",
        "Unable to get cached identity",
        "Unable to delete cached native balance",
      }
    `)
  })
})
