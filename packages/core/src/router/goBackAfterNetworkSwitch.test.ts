import { mainnet, optimism } from '@atrium/common'
import { describe, expect, it } from 'vitest'
import { createModalStore } from '../modal/createModalStore.js'
import { createRouterStore } from './createRouterStore.js'
import { goBackAfterNetworkSwitch, shouldGoBackAfterNetworkSwitch } from './goBackAfterNetworkSwitch.js'

function setup() {
  return {
    router: createRouterStore({ view: 'Account', history: ['Connect', 'Account'] }),
    modal: createModalStore({ isOpen: true }),
  }
}

const requestedCaipNetworks = [mainnet, optimism]

describe('goBackAfterNetworkSwitch', () => {
  it('[ROUTER-029] a switch to a network outside the requested list goes back one view', () => {
    const stores = setup()
    const popped = goBackAfterNetworkSwitch(stores, {
      previousCaipNetworkId: 'eip155:1',
      nextCaipNetworkId: 'eip155:8453',
      requestedCaipNetworks,
    })
    expect(popped).toBe(true)
    expect(stores.router.getState()).toMatchObject({ view: 'Connect', history: ['Connect'] })
  })

  it('[ROUTER-029] nextCaipNetworkId: a switch to a requested network stays', () => {
    const stores = setup()
    expect(
      goBackAfterNetworkSwitch(stores, {
        previousCaipNetworkId: 'eip155:1',
        nextCaipNetworkId: 'eip155:10',
        requestedCaipNetworks,
      }),
    ).toBe(false)
    expect(stores.router.getState().view).toBe('Account')
  })

  it('[ROUTER-029] previousCaipNetworkId: staying on the same network is not a switch', () => {
    expect(
      shouldGoBackAfterNetworkSwitch({
        previousCaipNetworkId: 'eip155:5',
        nextCaipNetworkId: 'eip155:5',
        requestedCaipNetworks,
      }),
    ).toBe(false)
    expect(
      shouldGoBackAfterNetworkSwitch({
        previousCaipNetworkId: undefined,
        nextCaipNetworkId: 'eip155:5',
        requestedCaipNetworks,
      }),
    ).toBe(true)
  })

  it('[ROUTER-029] requestedCaipNetworks: with none requested every network is in the list', () => {
    expect(
      shouldGoBackAfterNetworkSwitch({
        previousCaipNetworkId: 'eip155:1',
        nextCaipNetworkId: 'eip155:5',
        requestedCaipNetworks: [],
      }),
    ).toBe(false)
  })
})
