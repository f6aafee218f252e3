import { mainnet } from '@atrium/common'
import { describe, expect, it } from 'vitest'
import { createModalStore } from '../modal/createModalStore.js'
import { createRouterStore } from './createRouterStore.js'
import { showUnsupportedChain } from './showUnsupportedChain.js'

function setup() {
  return { router: createRouterStore({ view: 'Account' }), modal: createModalStore() }
}

const rule = { requestedCaipNetworks: [mainnet], allowUnsupportedChain: false, wcBasic: false }

describe('showUnsupportedChain', () => {
  it('[ROUTER-026] opens the modal on UnsupportedChain with the network id as data', () => {
    const stores = setup()
    expect(showUnsupportedChain(stores, { ...rule, activeCaipNetworkId: 'eip155:10' })).toBe(true)
    expect(stores.modal.getState().isOpen).toBe(true)
    expect(stores.router.getState()).toMatchObject({
      view: 'UnsupportedChain',
      history: ['UnsupportedChain'],
      data: { caipNetworkId: 'eip155:10' },
    })
  })

  it('[ROUTER-027][ROUTER-028] changes nothing when the rule says no', () => {
    const stores = setup()
    const before = stores.router.getState()
    expect(showUnsupportedChain(stores, { ...rule, wcBasic: true, activeCaipNetworkId: 'eip155:10' })).toBe(
      false,
    )
    expect(
      showUnsupportedChain(stores, {
        ...rule,
        allowUnsupportedChain: true,
        activeCaipNetworkId: 'eip155:10',
      }),
    ).toBe(false)
    expect(stores.router.getState()).toBe(before)
    expect(stores.modal.getState().isOpen).toBe(false)
  })
})
