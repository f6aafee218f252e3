import { describe, expect, it } from 'vitest'
import { createAtriumStorage } from '../storage/createAtriumStorage.js'
import { createMemoryStorage } from '../storage/createMemoryStorage.js'
import { createConnectionStore } from './createConnectionStore.js'
import { applyConnectionReset, resetConnection } from './resetConnection.js'

const wallet = { id: 'trust', name: 'Trust' }
const connected = {
  status: 'connected',
  wcUri: 'wc:a@2',
  wcPairingExpiry: 1_000,
  wcLinking: { name: 'Trust', href: 'trust://' },
  recentWallet: wallet,
  wcError: true,
  wcBasic: true,
} as const

function createStorage() {
  return createAtriumStorage({ backend: createMemoryStorage(), logger: { error: () => {} } })
}

describe('resetConnection', () => {
  it('[CONN-018] pure: disconnected, no uri, expiry, deep link or recent wallet; wcBasic kept', () => {
    const state = applyConnectionReset(createConnectionStore(connected).getState())
    expect(state).toEqual({
      status: 'disconnected',
      wcUri: undefined,
      wcPairingExpiry: undefined,
      wcLinking: undefined,
      recentWallet: undefined,
      wcError: false,
      wcBasic: true,
      buffering: false,
    })
  })

  it('[CONN-018] removes the stored deep link and clears the transaction history', () => {
    const connection = createConnectionStore(connected)
    const storage = createStorage()
    storage.setDeepLinkChoice({ name: 'Trust', href: 'trust://' })
    let historyCleared = 0
    resetConnection({ connection }, { storage, clearTransactionHistory: () => (historyCleared += 1) })
    expect(connection.getState().status).toBe('disconnected')
    expect(storage.getDeepLinkChoice()).toBeUndefined()
    expect(historyCleared).toBe(1)
  })

  it('[CONN-018] works without a history to clear', () => {
    const connection = createConnectionStore(connected)
    resetConnection({ connection }, { storage: createStorage() })
    expect(connection.getState().wcUri).toBeUndefined()
  })
})
