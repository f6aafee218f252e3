import { describe, expect, it } from 'vitest'
import { createRouterStore } from './createRouterStore.js'
import { selectCanGoBack, selectHasPendingTransaction, selectView, selectViewData } from './selectors.js'

describe('router selectors', () => {
  it('read the view, its data and whether back pops', () => {
    const state = createRouterStore({ view: 'AllWallets', history: ['Connect', 'AllWallets'] }).getState()
    expect(selectView(state)).toBe('AllWallets')
    expect(selectViewData(state)).toBeUndefined()
    expect(selectCanGoBack(state)).toBe(true)
    expect(selectHasPendingTransaction(state)).toBe(false)
  })

  it('[ROUTER-005][ROUTER-006] there is no back on one entry or with UnsupportedChain', () => {
    expect(selectCanGoBack(createRouterStore().getState())).toBe(false)
    expect(
      selectCanGoBack(
        createRouterStore({ view: 'Account', history: ['UnsupportedChain', 'Account'] }).getState(),
      ),
    ).toBe(false)
  })
})
