import { describe, expect, it } from 'vitest'
import { createModalStore } from '../modal/createModalStore.js'
import { createRouterStore, type RouterState } from './createRouterStore.js'
import { createTransactionCallbackRegistry } from './createTransactionCallbackRegistry.js'
import { getTransactionSuccessRoute, popTransaction } from './popTransaction.js'
import { type PushTransactionParameters, pushTransaction } from './pushTransaction.js'

function setup(
  initial: Partial<RouterState>,
  entry: Omit<PushTransactionParameters, 'onSuccess' | 'onCancel'>,
) {
  const stores = {
    router: createRouterStore(initial),
    modal: createModalStore({ isOpen: true }),
    transactionCallbacks: createTransactionCallbackRegistry(),
  }
  const calls: string[] = []
  pushTransaction(stores, {
    ...entry,
    onSuccess: () => calls.push(`success at ${stores.router.getState().view}`),
    onCancel: () => calls.push(`cancel at ${stores.router.getState().view}`),
  })
  return { stores, calls }
}

const siweHistory = { view: 'ConnectingSiwe', history: ['Connect', 'AllWallets', 'ConnectingSiwe'] } as const

describe('popTransaction', () => {
  it('returns undefined and changes nothing when the stack is empty', () => {
    const stores = {
      router: createRouterStore(),
      modal: createModalStore(),
      transactionCallbacks: createTransactionCallbackRegistry(),
    }
    const before = stores.router.getState()
    expect(popTransaction(stores, { outcome: 'success' })).toBeUndefined()
    expect(stores.router.getState()).toBe(before)
  })

  it('[ROUTER-016] cancel goes back one view, then calls onCancel', () => {
    const { stores, calls } = setup(
      { view: 'ApproveTransaction', history: ['Account', 'ApproveTransaction'] },
      { view: 'Account' },
    )
    popTransaction(stores, { outcome: 'cancel' })
    expect(calls).toEqual(['cancel at Account'])
    expect(stores.router.getState()).toMatchObject({
      view: 'Account',
      history: ['Account'],
      transactionStack: [],
    })
    expect(stores.transactionCallbacks.size()).toBe(0)
  })

  it('[ROUTER-016] cancel on a one-entry history closes the modal, then calls onCancel', () => {
    const { stores, calls } = setup({ view: 'ApproveTransaction' }, {})
    popTransaction(stores, { outcome: 'cancel' })
    expect(stores.modal.getState().isOpen).toBe(false)
    expect(calls).toEqual(['cancel at ApproveTransaction'])
  })

  it('[ROUTER-017] success with goBack goes back one view, then calls onSuccess', () => {
    const { stores, calls } = setup(
      { view: 'ApproveTransaction', history: ['Account', 'ApproveTransaction'] },
      { goBack: true },
    )
    popTransaction(stores, { outcome: 'success' })
    expect(calls).toEqual(['success at Account'])
    expect(stores.router.getState().history).toEqual(['Account'])
  })

  it('[ROUTER-018] success with replace returns to the view just before ConnectingSiwe, then calls onSuccess', () => {
    const { stores, calls } = setup(siweHistory, { replace: true })
    popTransaction(stores, { outcome: 'success' })
    expect(stores.router.getState()).toMatchObject({ view: 'AllWallets', history: ['Connect', 'AllWallets'] })
    expect(stores.modal.getState().isOpen).toBe(true)
    expect(calls).toEqual(['success at AllWallets'])
  })

  it('[ROUTER-019] success with replace and no view before ConnectingSiwe closes and clears the history', () => {
    const { stores, calls } = setup(
      { view: 'ConnectingSiwe', history: ['ConnectingSiwe'] },
      { replace: true },
    )
    popTransaction(stores, { outcome: 'success' })
    expect(stores.modal.getState().isOpen).toBe(false)
    expect(stores.router.getState().history).toEqual([])
    expect(calls).toEqual(['success at ConnectingSiwe'])
  })

  it('[ROUTER-019] success with replace and no ConnectingSiwe at all also closes and clears (A-5)', () => {
    const { stores } = setup({ view: 'Account', history: ['Connect', 'Account'] }, { replace: true })
    popTransaction(stores, { outcome: 'success' })
    expect(stores.modal.getState().isOpen).toBe(false)
    expect(stores.router.getState().history).toEqual([])
  })

  it('[ROUTER-020] success with view resets the history to that view, then calls onSuccess', () => {
    const { stores, calls } = setup(siweHistory, { view: 'Account' })
    popTransaction(stores, { outcome: 'success' })
    expect(stores.router.getState()).toMatchObject({ view: 'Account', history: ['Account'] })
    expect(calls).toEqual(['success at Account'])
  })

  it('[ROUTER-017][ROUTER-018][ROUTER-020] goBack wins over replace, replace wins over view (A-5)', () => {
    const state = { ...siweHistory, data: undefined, transactionStack: [] }
    expect(
      getTransactionSuccessRoute(state, { id: 'a', goBack: true, replace: true, view: 'Account' }),
    ).toEqual({ kind: 'back' })
    expect(getTransactionSuccessRoute(state, { id: 'a', replace: true, view: 'Account' })).toEqual({
      kind: 'backToIndex',
      index: 1,
    })
    expect(getTransactionSuccessRoute(state, { id: 'a', view: 'Account' })).toEqual({
      kind: 'reset',
      view: 'Account',
    })
    expect(getTransactionSuccessRoute(state, { id: 'a' })).toEqual({ kind: 'stay' })
  })

  it('[ROUTER-015] pops only the top entry; the one below keeps its callbacks', () => {
    const { stores, calls } = setup(siweHistory, { view: 'Account' })
    pushTransaction(stores, { goBack: true })
    popTransaction(stores, { outcome: 'success' })
    expect(stores.router.getState().transactionStack).toHaveLength(1)
    expect(calls).toEqual([])
    popTransaction(stores, { outcome: 'success' })
    expect(calls).toEqual(['success at Account'])
  })
})
