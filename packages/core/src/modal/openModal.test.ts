import { describe, expect, it } from 'vitest'
import { createRouterStore } from '../router/createRouterStore.js'
import { createModalStore } from './createModalStore.js'
import { openModal } from './openModal.js'

function setup() {
  return {
    modal: createModalStore(),
    router: createRouterStore({ view: 'UnsupportedChain', history: ['Account', 'UnsupportedChain'] }),
  }
}

describe('openModal', () => {
  it('opens on Connect with a fresh history when nothing is connected', () => {
    const stores = setup()
    openModal(stores)
    expect(stores.modal.getState()).toMatchObject({ isOpen: true, namespace: undefined })
    expect(stores.router.getState()).toMatchObject({ view: 'Connect', history: ['Connect'] })
  })

  it('isConnected: opens on Account', () => {
    const stores = setup()
    openModal(stores, { isConnected: true })
    expect(stores.router.getState().history).toEqual(['Account'])
  })

  it('[ROUTER-010] wcBasic: opens on ConnectingWalletConnectBasic while nothing is connected', () => {
    const stores = setup()
    openModal(stores, { wcBasic: true })
    expect(stores.router.getState().history).toEqual(['ConnectingWalletConnectBasic'])
    openModal(stores, { wcBasic: true, isConnected: true })
    expect(stores.router.getState().history).toEqual(['Account'])
  })

  it('[ROUTER-013] view and data: opens on the given view with its data', () => {
    const stores = setup()
    const wallet = { id: 'w', name: 'W' }
    openModal(stores, { view: 'ConnectingWalletConnect', data: { wallet }, isConnected: true })
    expect(stores.router.getState()).toMatchObject({
      view: 'ConnectingWalletConnect',
      history: ['ConnectingWalletConnect'],
      data: { wallet },
    })
  })

  it('namespace: records the namespace the modal is opened for', () => {
    const stores = setup()
    openModal(stores, { namespace: 'bip122' })
    expect(stores.modal.getState().namespace).toBe('bip122')
  })
})
