import { RECENT_WALLETS_MAX_COUNT } from '@atrium/common'
import { describe, expect, it } from 'vitest'
import { addRecentWallet } from './addRecentWallet.js'

const a = { id: 'a', name: 'A' }
const b = { id: 'b', name: 'B' }
const c = { id: 'c', name: 'C' }

describe('addRecentWallet', () => {
  it('[CONNECTOR-015] prepends a wallet that is not in the list', () => {
    expect(addRecentWallet([a], b)).toEqual([b, a])
    expect(addRecentWallet([], a)).toEqual([a])
  })

  it('[CONNECTOR-015] leaves the list unchanged when the wallet is already there', () => {
    const list = [a, b]
    expect(addRecentWallet(list, { ...b, name: 'B renamed' })).toBe(list)
  })

  it('[CONNECTOR-016] keeps at most 2: a third drops the oldest', () => {
    expect(RECENT_WALLETS_MAX_COUNT).toBe(2)
    expect(addRecentWallet([b, a], c)).toEqual([c, b])
  })
})
