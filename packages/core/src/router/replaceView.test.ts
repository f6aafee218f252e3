import { describe, expect, it } from 'vitest'
import { createRouterStore } from './createRouterStore.js'
import { replaceView } from './replaceView.js'

describe('replaceView', () => {
  it('[ROUTER-003] swaps the last history entry and keeps the length', () => {
    const router = createRouterStore({ view: 'AllWallets', history: ['Connect', 'AllWallets'] })
    replaceView({ router }, { view: 'Account' })
    expect(router.getState()).toMatchObject({ view: 'Account', history: ['Connect', 'Account'] })
  })

  it('[ROUTER-003] data: the replacing view gets the data', () => {
    const router = createRouterStore()
    replaceView({ router }, { view: 'RegisterAccountName', data: { accountName: 'bob' } })
    expect(router.getState()).toMatchObject({
      history: ['RegisterAccountName'],
      data: { accountName: 'bob' },
    })
  })
})
