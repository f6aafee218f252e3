import { EVENT_NAMES } from '@atrium/common'
import { describe, expect, it } from 'vitest'
import { createEventsStore } from './createEventsStore.js'

describe('createEventsStore', () => {
  it('starts with no event', () => {
    expect(createEventsStore().getState()).toEqual({ lastEvent: undefined, count: 0 })
  })

  it('[EVT-005] the event names are exactly the spec list plus the history-error event (A-44)', () => {
    expect(EVENT_NAMES).toMatchInlineSnapshot(`
      [
        "CONNECT_SUCCESS",
        "DISCONNECT_SUCCESS",
        "DISCONNECT_ERROR",
        "SEND_INITIATED",
        "SEND_SUCCESS",
        "SEND_ERROR",
        "SWITCH_NETWORK",
        "SET_PREFERRED_ACCOUNT_TYPE",
        "SWAP_SUCCESS",
        "SWAP_ERROR",
        "SWAP_APPROVAL_ERROR",
        "SEARCH_WALLET",
        "ERROR_FETCH_TRANSACTIONS",
      ]
    `)
  })
})
