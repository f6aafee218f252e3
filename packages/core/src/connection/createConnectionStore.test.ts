import { CONNECTION_STATUSES } from '@atrium/common'
import { describe, expect, it } from 'vitest'
import { createConnectionStore, getInitialConnectionState } from './createConnectionStore.js'

describe('createConnectionStore', () => {
  it('[CONN-001] starts disconnected; the statuses are disconnected, connecting, connected', () => {
    expect(createConnectionStore().getState().status).toBe('disconnected')
    expect(CONNECTION_STATUSES).toEqual(['disconnected', 'connecting', 'connected'])
  })

  it('[CONN-002] has exactly the fields of the connection state', () => {
    expect(Object.keys(getInitialConnectionState()).sort()).toEqual(
      [
        'buffering',
        'recentWallet',
        'status',
        'wcBasic',
        'wcError',
        'wcLinking',
        'wcPairingExpiry',
        'wcUri',
      ].sort(),
    )
    expect(getInitialConnectionState()).toEqual({
      wcUri: undefined,
      wcPairingExpiry: undefined,
      wcLinking: undefined,
      recentWallet: undefined,
      wcBasic: false,
      wcError: false,
      buffering: false,
      status: 'disconnected',
    })
  })

  it('takes initial values and keeps instances independent', () => {
    const first = createConnectionStore({ wcBasic: true })
    const second = createConnectionStore()
    first.setState({ status: 'connected' })
    expect(first.getState()).toMatchObject({ wcBasic: true, status: 'connected' })
    expect(second.getState()).toMatchObject({ wcBasic: false, status: 'disconnected' })
  })

  it('state is plain serialisable data', () => {
    const state = createConnectionStore({ wcUri: 'wc:a@2', wcPairingExpiry: 5 }).getState()
    expect(JSON.parse(JSON.stringify(state))).toEqual(JSON.parse(JSON.stringify(state)))
    expect(Object.values(state).some((value) => typeof value === 'function')).toBe(false)
  })
})
