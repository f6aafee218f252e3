import { solanaDevnet } from '@atrium/common'
import { createMemoryStorage, type StorageBackend } from '@atrium/core'
import { describe, expect, it, vi } from 'vitest'
import {
  clearStoredSession,
  readStoredSession,
  SOLANA_ADAPTER_STORAGE_KEY,
  writeStoredSession,
} from './storedSession.js'

const session = { connectorId: 'phantom', networkId: solanaDevnet.caipNetworkId }

describe('stored session', () => {
  it('round-trips under the Atrium-prefixed key, and clears', () => {
    const storage = createMemoryStorage()
    expect(readStoredSession(storage)).toBeUndefined()
    writeStoredSession(storage, session)
    expect(SOLANA_ADAPTER_STORAGE_KEY).toBe('@atrium/solana:adapter_session')
    expect(storage.getItem(SOLANA_ADAPTER_STORAGE_KEY)).toBe(JSON.stringify(session))
    expect(readStoredSession(storage)).toEqual(session)
    clearStoredSession(storage)
    expect(readStoredSession(storage)).toBeUndefined()
  })

  it('reads junk and other namespaces as absent', () => {
    for (const text of [
      '{',
      'null',
      '[]',
      '{"connectorId":1}',
      '{"connectorId":"a","networkId":"eip155:1"}',
    ]) {
      expect(readStoredSession(createMemoryStorage({ [SOLANA_ADAPTER_STORAGE_KEY]: text }))).toBeUndefined()
    }
  })

  it('[STORE-019] a throwing storage is logged and never throws', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const broken: StorageBackend = {
      getItem: () => {
        throw new Error('denied')
      },
      setItem: () => {
        throw new Error('full')
      },
      removeItem: () => {
        throw new Error('denied')
      },
    }
    expect(readStoredSession(broken)).toBeUndefined()
    expect(() => writeStoredSession(broken, session)).not.toThrow()
    expect(() => clearStoredSession(broken)).not.toThrow()
    expect(error).toHaveBeenCalledTimes(3)
    error.mockRestore()
  })
})
