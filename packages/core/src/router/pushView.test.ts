import { describe, expect, it, vi } from 'vitest'
import { createRouterStore } from './createRouterStore.js'
import { pushView } from './pushView.js'

describe('pushView', () => {
  it('[ROUTER-008] pushes a view with its data', () => {
    const router = createRouterStore()
    pushView({ router }, { view: 'AllWallets' })
    expect(router.getState()).toMatchObject({ view: 'AllWallets', history: ['Connect', 'AllWallets'] })
  })

  it('[ROUTER-013] data: ConnectingWalletConnect is opened with a wallet in its view data', () => {
    const router = createRouterStore()
    const wallet = { id: 'wallet-1', name: 'Wallet One', rdns: null }
    pushView({ router }, { view: 'ConnectingWalletConnect', data: { wallet } })
    expect(router.getState().data).toEqual({ wallet })
  })

  it('[ROUTER-001] pushing the current view does not notify subscribers', () => {
    const router = createRouterStore()
    const listener = vi.fn()
    router.subscribe(listener)
    pushView({ router }, { view: 'Connect', data: { accountName: 'x' } })
    expect(listener).not.toHaveBeenCalled()
    expect(router.getState().data).toBeUndefined()
  })
})
