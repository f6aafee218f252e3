import { describe, expect, it } from 'vitest'
import { createAtriumStorage } from '../storage/createAtriumStorage.js'
import { createMemoryStorage } from '../storage/createMemoryStorage.js'
import { createConnectionStore } from './createConnectionStore.js'
import { setConnectionStatus } from './setConnectionStatus.js'
import { applyConnectionUpdate, updateConnection } from './updateConnection.js'

describe('updateConnection', () => {
  it('[CONN-002] sets wcLinking, recentWallet, wcBasic and wcError', () => {
    const connection = createConnectionStore()
    updateConnection(
      { connection },
      {
        wcLinking: { name: 'A', href: 'a://' },
        recentWallet: { id: 'a', name: 'A' },
        wcBasic: true,
        wcError: true,
      },
    )
    expect(connection.getState()).toMatchObject({
      wcLinking: { name: 'A', href: 'a://' },
      recentWallet: { id: 'a', name: 'A' },
      wcBasic: true,
      wcError: true,
    })
    expect(applyConnectionUpdate(connection.getState(), {})).toEqual(connection.getState())
  })

  it('[CONN-001] setConnectionStatus moves through the statuses and stores them', () => {
    const connection = createConnectionStore()
    const storage = createAtriumStorage({ backend: createMemoryStorage(), logger: { error: () => {} } })
    setConnectionStatus({ connection }, { status: 'connecting', storage })
    expect(connection.getState().status).toBe('connecting')
    setConnectionStatus({ connection }, { status: 'connected', storage })
    expect(storage.getConnectionStatus()).toBe('connected')
    setConnectionStatus({ connection }, { status: 'disconnected' })
    expect(connection.getState().status).toBe('disconnected')
  })
})
