import { describe, expect, it } from 'vitest'
import { createTransactionCallbackRegistry } from './createTransactionCallbackRegistry.js'

describe('createTransactionCallbackRegistry', () => {
  it('[ROUTER-015] hands out unique ids and returns each callback set once', () => {
    const registry = createTransactionCallbackRegistry()
    const onSuccess = () => undefined
    const id = registry.createId()
    expect(registry.createId()).not.toBe(id)
    registry.set(id, { onSuccess })
    expect(registry.size()).toBe(1)
    expect(registry.take(id)).toEqual({ onSuccess })
    expect(registry.take(id)).toBeUndefined()
    expect(registry.size()).toBe(0)
  })

  it('two registries do not share ids or callbacks', () => {
    const first = createTransactionCallbackRegistry()
    const second = createTransactionCallbackRegistry()
    const id = first.createId()
    first.set(id, {})
    expect(second.take(id)).toBeUndefined()
    expect(second.createId()).toBe(id)
  })
})
