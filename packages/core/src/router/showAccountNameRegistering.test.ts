import { describe, expect, it } from 'vitest'
import { createModalStore } from '../modal/createModalStore.js'
import { createRouterStore } from './createRouterStore.js'
import { createTransactionCallbackRegistry } from './createTransactionCallbackRegistry.js'
import { popTransaction } from './popTransaction.js'
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

describe('showAccountNameRegistering', () => {
  it('[ROUTER-030] RegisterAccountNameSuccess is shown while the name registers', () => {
    const { stores } = setup()
    expect(stores.router.getState()).toMatchObject({
      view: 'RegisterAccountNameSuccess',
      history: ['Account', 'RegisterAccountName', 'RegisterAccountNameSuccess'],
      data: { accountName: 'alice' },
    })
    expect(stores.router.getState().transactionStack).toHaveLength(1)
  })

  it('[ROUTER-031] cancelling out of RegisterAccountNameSuccess resets the loading flag', () => {
    const { stores, names } = setup()
    popTransaction(stores, { outcome: 'cancel' })
    expect(names.loading).toBe(false)
    expect(stores.router.getState().view).toBe('RegisterAccountName')
  })
})
