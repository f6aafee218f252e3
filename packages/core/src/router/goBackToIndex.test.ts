import { describe, expect, it } from 'vitest'
import { createRouterStore } from './createRouterStore.js'
import { goBackToIndex } from './goBackToIndex.js'

describe('goBackToIndex', () => {
  it('[ROUTER-007] truncates the history to 0..index and makes that entry current', () => {
    const router = createRouterStore({
      view: 'Account',
      history: ['Connect', 'AllWallets', 'ConnectingSiwe', 'Account'],
    })
    goBackToIndex({ router }, { index: 0 })
    expect(router.getState()).toMatchObject({ view: 'Connect', history: ['Connect'] })
  })

  it('[ROUTER-007] index: the last index keeps the whole history', () => {
    const router = createRouterStore({ view: 'AllWallets', history: ['Connect', 'AllWallets'] })
    goBackToIndex({ router }, { index: 1 })
    expect(router.getState().history).toEqual(['Connect', 'AllWallets'])
  })

  it('[ROUTER-007] an index past the end changes nothing', () => {
    const router = createRouterStore({ view: 'AllWallets', history: ['Connect', 'AllWallets'] })
    const before = router.getState()
    goBackToIndex({ router }, { index: 5 })
    expect(router.getState()).toBe(before)
  })
})
