import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import type { Connector } from '../connectors/Connector.js'
import type { RouterState } from './createRouterStore.js'
import { ROUTER_VIEWS, type RouterView } from './RouterView.js'
import { reduceReset } from './reduceReset.js'
import {
  isBackClosingModal,
  reduceBack,
  reduceBackToIndex,
  reduceClearHistory,
  reducePopTransaction,
  reducePush,
  reducePushTransaction,
  reduceReplace,
} from './transitions.js'

function stateOf(history: RouterView[], data?: RouterState['data']): RouterState {
  return { view: history.at(-1) ?? 'Connect', history, data, transactionStack: [] }
}

const injected: Connector = {
  id: 'injected',
  name: 'Browser Wallet',
  type: 'INJECTED',
  chain: 'eip155',
  provider: true,
}

describe('router transitions', () => {
  it('[ROUTER-001] push of the current view changes nothing: same view, history, data and reference', () => {
    const state = stateOf(['Connect', 'AllWallets'], { accountName: 'kept' })
    const next = reducePush(state, { view: 'AllWallets', data: { accountName: 'other' } })
    expect(next).toBe(state)
  })

  it('[ROUTER-008] push of another view appends it, makes it current and stores its data', () => {
    const next = reducePush(stateOf(['Connect']), {
      view: 'ConnectingExternal',
      data: { connector: injected },
    })
    expect(next.view).toBe('ConnectingExternal')
    expect(next.history).toEqual(['Connect', 'ConnectingExternal'])
    expect(next.data).toEqual({ connector: injected })
  })

  it('[ROUTER-008] push without data clears the previous view data', () => {
    const next = reducePush(stateOf(['Connect'], { accountName: 'a' }), { view: 'AllWallets' })
    expect(next.data).toBeUndefined()
  })

  it('[ROUTER-002] reset replaces the whole history with [view]', () => {
    const next = reduceReset(stateOf(['Connect', 'AllWallets', 'ConnectingWalletConnect']), {
      view: 'Account',
    })
    expect(next.view).toBe('Account')
    expect(next.history).toEqual(['Account'])
  })

  it('[ROUTER-003] replace swaps the last entry and keeps the history length', () => {
    const next = reduceReplace(stateOf(['Connect', 'AllWallets']), { view: 'ConnectingExternal' })
    expect(next.view).toBe('ConnectingExternal')
    expect(next.history).toEqual(['Connect', 'ConnectingExternal'])
  })

  it('[ROUTER-003] replace on an empty history makes a one-entry history', () => {
    expect(reduceReplace(stateOf([]), { view: 'Account' }).history).toEqual(['Account'])
  })

  it('[ROUTER-004] back with 2+ entries and no UnsupportedChain pops and makes the new last current', () => {
    const next = reduceBack(stateOf(['Connect', 'AllWallets', 'ConnectingWalletConnect']))
    expect(next.history).toEqual(['Connect', 'AllWallets'])
    expect(next.view).toBe('AllWallets')
    expect(isBackClosingModal(stateOf(['Connect', 'AllWallets']))).toBe(false)
  })

  it('[ROUTER-004] back drops the wallet of the view left but keeps other data', () => {
    const wallet = { id: 'w', name: 'W' }
    const next = reduceBack(stateOf(['Connect', 'ConnectingWalletConnect'], { wallet, accountName: 'n' }))
    expect(next.data).toEqual({ accountName: 'n' })
  })

  it('[ROUTER-005] back on a one-entry history closes the modal (state unchanged)', () => {
    const state = stateOf(['Connect'])
    expect(isBackClosingModal(state)).toBe(true)
    expect(reduceBack(state)).toBe(state)
  })

  it('[ROUTER-006] back with UnsupportedChain at any position closes the modal', () => {
    for (const history of [
      ['UnsupportedChain', 'Connect'],
      ['Connect', 'UnsupportedChain', 'Account'],
      ['Connect', 'UnsupportedChain'],
    ] satisfies RouterView[][]) {
      expect(isBackClosingModal(stateOf(history))).toBe(true)
      expect(reduceBack(stateOf(history)).history).toEqual(history)
    }
  })

  it('[ROUTER-007] backToIndex keeps entries 0..i and makes entry i current (A-4)', () => {
    const next = reduceBackToIndex(stateOf(['Connect', 'AllWallets', 'ConnectingSiwe', 'Account']), {
      index: 1,
    })
    expect(next.history).toEqual(['Connect', 'AllWallets'])
    expect(next.view).toBe('AllWallets')
  })

  it('[ROUTER-007] backToIndex outside the history or not an integer changes nothing', () => {
    const state = stateOf(['Connect', 'AllWallets'])
    expect(reduceBackToIndex(state, { index: 2 })).toBe(state)
    expect(reduceBackToIndex(state, { index: -1 })).toBe(state)
    expect(reduceBackToIndex(state, { index: 0.5 })).toBe(state)
  })

  it('[ROUTER-019] clearing the history keeps the view', () => {
    const next = reduceClearHistory(stateOf(['Connect', 'ConnectingSiwe']))
    expect(next.history).toEqual([])
    expect(next.view).toBe('ConnectingSiwe')
  })

  it('[ROUTER-015] the transaction stack pushes and pops entries in order', () => {
    const pushed = reducePushTransaction(
      reducePushTransaction(stateOf(['Connect']), { id: 'a', goBack: true }),
      { id: 'b', view: 'Account' },
    )
    expect(pushed.transactionStack.map((entry) => entry.id)).toEqual(['a', 'b'])
    expect(reducePopTransaction(pushed).transactionStack).toEqual([{ id: 'a', goBack: true }])
    const empty = stateOf(['Connect'])
    expect(reducePopTransaction(empty)).toBe(empty)
  })

  const views = fc.constantFrom(...ROUTER_VIEWS)
  const histories = fc.array(views, { minLength: 1, maxLength: 8 })

  test.prop([histories, views])(
    '[ROUTER-001][ROUTER-008] push grows the history by one unless the view is current',
    (history, view) => {
      const state = stateOf(history)
      const next = reducePush(state, { view })
      expect(next.history.length).toBe(view === state.view ? history.length : history.length + 1)
      expect(next.view).toBe(next.history.at(-1))
    },
  )

  test.prop([histories, views])('[ROUTER-003] replace never changes the history length', (history, view) => {
    expect(reduceReplace(stateOf(history), { view }).history.length).toBe(history.length)
  })

  test.prop([histories])(
    '[ROUTER-004..006] back either closes (state kept) or pops exactly one entry',
    (history) => {
      const state = stateOf(history)
      const next = reduceBack(state)
      if (isBackClosingModal(state)) expect(next).toBe(state)
      else expect(next.history).toEqual(history.slice(0, -1))
    },
  )
})
