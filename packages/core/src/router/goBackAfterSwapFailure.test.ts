import { describe, expect, it } from 'vitest'
import { createModalStore } from '../modal/createModalStore.js'
import { createRouterStore } from './createRouterStore.js'
import { goBackAfterSwapFailure } from './goBackAfterSwapFailure.js'
import { SWAP_VIEW } from './RouterView.js'

function setup() {
  return {
    router: createRouterStore({ view: SWAP_VIEW, history: ['Account', SWAP_VIEW] }),
    modal: createModalStore({ isOpen: true }),
  }
}

describe('goBackAfterSwapFailure', () => {
  it.each(['initialise', 'build', 'approve'] as const)(
    '[ROUTER-025] step %s: the modal goes back one view',
    (step) => {
      const stores = setup()
      expect(goBackAfterSwapFailure(stores, { step }).closedModal).toBe(false)
      expect(stores.router.getState()).toMatchObject({ view: 'Account', history: ['Account'] })
      expect(stores.modal.getState().isOpen).toBe(true)
    },
  )
})
