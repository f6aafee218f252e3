import { describe, expect, it } from 'vitest'
import { createRouterStore } from './createRouterStore.js'
import { showAccountAfterSend } from './showAccountAfterSend.js'

describe('showAccountAfterSend', () => {
  it("[ROUTER-023] once a send starts the history becomes ['Account'] with no way back", () => {
    const router = createRouterStore({
      view: 'ApproveTransaction',
      history: ['Account', 'ApproveTransaction'],
    })
    showAccountAfterSend({ router })
    expect(router.getState()).toMatchObject({ view: 'Account', history: ['Account'] })
  })
})
