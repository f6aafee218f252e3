import { describe, expect, it } from 'vitest'
import { createRouterStore } from './createRouterStore.js'
import { SWAP_VIEW } from './RouterView.js'
import { showAccountAfterSwap } from './showAccountAfterSwap.js'

describe('showAccountAfterSwap', () => {
  it('[ROUTER-024] a successful swap shows Account', () => {
    const router = createRouterStore({ view: SWAP_VIEW, history: ['Account', SWAP_VIEW] })
    showAccountAfterSwap({ router })
    expect(router.getState()).toMatchObject({ view: 'Account', history: ['Account'] })
  })
})
