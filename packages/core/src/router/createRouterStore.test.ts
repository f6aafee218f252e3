import { describe, expect, it } from 'vitest'
import { createRouterStore } from './createRouterStore.js'

describe('createRouterStore', () => {
  it('[ROUTER-012][ROUTER-014] starts on Connect with history [Connect], no data, empty stack', () => {
    const router = createRouterStore()
    expect(router.getState()).toEqual({
      view: 'Connect',
      history: ['Connect'],
      data: undefined,
      transactionStack: [],
    })
    expect(Object.keys(router.getState()).sort()).toEqual(['data', 'history', 'transactionStack', 'view'])
  })

  it('initial.view without a history starts the history at that view', () => {
    expect(createRouterStore({ view: 'Account' }).getState().history).toEqual(['Account'])
  })

  it('initial.history is kept as given', () => {
    const router = createRouterStore({ view: 'AllWallets', history: ['Connect', 'AllWallets'] })
    expect(router.getState().history).toEqual(['Connect', 'AllWallets'])
  })

  it('several stores on one page are independent', () => {
    const first = createRouterStore()
    const second = createRouterStore()
    first.setState({ view: 'Account', history: ['Account'] })
    expect(second.getState().view).toBe('Connect')
  })

  it('[ROUTER-014] the state is plain serialisable data', () => {
    const router = createRouterStore({ transactionStack: [{ id: 'transaction-1', goBack: true }] })
    expect(structuredClone(router.getState())).toEqual(router.getState())
  })
})
