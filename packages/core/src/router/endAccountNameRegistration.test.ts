import { describe, expect, it } from 'vitest'
import { createModalStore } from '../modal/createModalStore.js'
import { createRouterStore } from './createRouterStore.js'
import { createTransactionCallbackRegistry } from './createTransactionCallbackRegistry.js'
import { endAccountNameRegistration } from './endAccountNameRegistration.js'
import { showAccountNameRegistering } from './showAccountNameRegistering.js'

function setup() {
  const names = { loading: true }
  const stores = {
    router: createRouterStore({ view: 'RegisterAccountName', history: ['Account', 'RegisterAccountName'] }),
    modal: createModalStore({ isOpen: true }),
    transactionCallbacks: createTransactionCallbackRegistry(),
  }
  const entry = showAccountNameRegistering(stores, {
    accountName: 'alice',
    onCancel: () => {
      names.loading = false
    },
  })
  return { stores, names, entry }
}

describe('endAccountNameRegistration', () => {
  it('[ROUTER-030] RegisterAccountNameSuccess is shown again on success and the flow entry is dropped', () => {
    const { stores, names, entry } = setup()
    endAccountNameRegistration(stores, { transactionId: entry.id, accountName: 'alice', outcome: 'success' })
    expect(stores.router.getState()).toMatchObject({
      view: 'RegisterAccountNameSuccess',
      history: ['Account', 'RegisterAccountName', 'RegisterAccountNameSuccess'],
      transactionStack: [],
    })
    expect(names.loading).toBe(true)
  })

  it('[ROUTER-032] a failed registration returns to RegisterAccountName', () => {
    const { stores, entry } = setup()
    endAccountNameRegistration(stores, { transactionId: entry.id, accountName: 'alice', outcome: 'failure' })
    expect(stores.router.getState()).toMatchObject({ view: 'RegisterAccountName', transactionStack: [] })
    expect(stores.transactionCallbacks.size()).toBe(0)
  })

  it('transactionId: an entry pushed on top of the registration is left alone', () => {
    const { stores, entry } = setup()
    const other = showAccountNameRegistering(stores, { accountName: 'bob', onCancel: () => undefined })
    endAccountNameRegistration(stores, { transactionId: entry.id, accountName: 'alice', outcome: 'success' })
    expect(stores.router.getState().transactionStack).toEqual([entry, other])
  })
})
