import { describe, expect, it } from 'vitest'
import { createRouterStore } from './createRouterStore.js'
import { createTransactionCallbackRegistry } from './createTransactionCallbackRegistry.js'
import { pushTransaction } from './pushTransaction.js'

function setup() {
  return { router: createRouterStore(), transactionCallbacks: createTransactionCallbackRegistry() }
}

describe('pushTransaction', () => {
  it('[ROUTER-015] with no parameters pushes an entry that only has an id', () => {
    const stores = setup()
    const entry = pushTransaction(stores)
    expect(entry).toEqual({ id: 'transaction-1' })
    expect(stores.router.getState().transactionStack).toEqual([entry])
  })

  it('[ROUTER-015] goBack, replace and view are kept in the plain entry', () => {
    const stores = setup()
    pushTransaction(stores, { goBack: true, replace: false, view: 'Account' })
    expect(stores.router.getState().transactionStack).toEqual([
      { id: 'transaction-1', goBack: true, replace: false, view: 'Account' },
    ])
  })

  it('[ROUTER-015][ROUTER-014] onSuccess and onCancel go to the registry, never into state', () => {
    const stores = setup()
    const onSuccess = () => undefined
    const onCancel = () => undefined
    const entry = pushTransaction(stores, { onSuccess, onCancel })
    expect(JSON.stringify(stores.router.getState())).not.toContain('function')
    expect(Object.values(stores.router.getState().transactionStack[0] ?? {})).not.toContain(onSuccess)
    expect(stores.transactionCallbacks.take(entry.id)).toEqual({ onSuccess, onCancel })
  })
})
