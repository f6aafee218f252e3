import { describe, expect, it } from 'vitest'
import { createRouterStore } from './createRouterStore.js'
import { resetView } from './resetView.js'

describe('resetView', () => {
  it('[ROUTER-002] replaces the whole history with [view]', () => {
    const router = createRouterStore({ view: 'AllWallets', history: ['Connect', 'AllWallets'] })
    resetView({ router }, { view: 'Account' })
    expect(router.getState()).toMatchObject({ view: 'Account', history: ['Account'], data: undefined })
  })

  it('[ROUTER-002] data: the reset view gets the data', () => {
    const router = createRouterStore()
    resetView({ router }, { view: 'RegisterAccountName', data: { accountName: 'alice' } })
    expect(router.getState().data).toEqual({ accountName: 'alice' })
  })
})
