import { createMemoryStorage, type StorageBackend } from '@atrium/core'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createSessionStorage, POLKADOT_SESSION_STORAGE_KEY } from './createSessionStorage.js'

const session = { connectorId: 'talisman', networkId: 'polkadot:91b171bb158e2d3848fa23a9f1c25182' } as const

describe('createSessionStorage', () => {
  afterEach(() => {
    vi.restoreAllMocks()
  })

  it('[STORE-001] writes, reads and clears the session under the @atrium/ prefix', () => {
    const backend = createMemoryStorage()
    const storage = createSessionStorage(backend)
    expect(storage.read()).toBeUndefined()
    storage.write(session)
    expect(POLKADOT_SESSION_STORAGE_KEY).toBe('@atrium/polkadot.session')
    expect(JSON.parse(backend.getItem(POLKADOT_SESSION_STORAGE_KEY) ?? '')).toEqual(session)
    expect(storage.read()).toEqual(session)
    storage.clear()
    expect(storage.read()).toBeUndefined()
  })

  it.each([
    'not json',
    'null',
    '{"connectorId":"","networkId":"polkadot:91b171bb158e2d3848fa23a9f1c25182"}',
    '{"connectorId":"talisman","networkId":"eip155:1"}',
    '{"connectorId":"talisman"}',
  ])('reads an unusable stored value as absent: %s', (raw) => {
    expect(
      createSessionStorage(createMemoryStorage({ [POLKADOT_SESSION_STORAGE_KEY]: raw })).read(),
    ).toBeUndefined()
  })

  it('[STORE-019] logs a failing backend and carries on', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const failing: StorageBackend = {
      getItem: () => {
        throw new Error('SecurityError')
      },
      setItem: () => {
        throw new Error('QuotaExceededError')
      },
      removeItem: () => {
        throw new Error('SecurityError')
      },
    }
    const storage = createSessionStorage(failing)
    expect(storage.read()).toBeUndefined()
    expect(() => storage.write(session)).not.toThrow()
    expect(() => storage.clear()).not.toThrow()
    expect(logged).toHaveBeenCalledTimes(3)
    expect(logged.mock.calls[0]?.[0]).toBe('Unable to use the Polkadot session storage')
  })
})
