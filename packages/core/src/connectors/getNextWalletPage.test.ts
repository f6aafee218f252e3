import { WALLETS_PER_PAGE } from '@atrium/common'
import { describe, expect, it } from 'vitest'
import { getNextWalletPage } from './getNextWalletPage.js'

describe('getNextWalletPage', () => {
  it('[CONNECTOR-019] the wallet list loads pages of 40', () => {
    expect(WALLETS_PER_PAGE).toBe(40)
    expect(getNextWalletPage({ loadedCount: 0, count: undefined })).toEqual({ page: 1, entries: 40 })
    expect(getNextWalletPage({ loadedCount: 40, count: 95 })).toEqual({ page: 2, entries: 40 })
    expect(getNextWalletPage({ loadedCount: 80, count: 95 })).toEqual({ page: 3, entries: 40 })
  })

  it('[CONNECTOR-019] no next page once every wallet is loaded', () => {
    expect(getNextWalletPage({ loadedCount: 95, count: 95 })).toBeUndefined()
    expect(getNextWalletPage({ loadedCount: 0, count: 0 })).toBeUndefined()
  })
})
