import type { Namespace } from '@atrium/common'
import { describe, expect, it } from 'vitest'
import type { ChainAdapter } from './ChainAdapter.js'
import {
  createAdapterRegistry,
  getAdapter,
  isAdapterRegistryEmpty,
  listAdapters,
  registerAdapter,
} from './createAdapterRegistry.js'

function createIdleAdapter(namespace: Namespace): ChainAdapter {
  return {
    namespace,
    listWallets: () => [],
    connect: () => Promise.reject(new Error('unused')),
    disconnect: async () => {},
    subscribe: () => () => {},
  }
}

describe('createAdapterRegistry', () => {
  it('holds one adapter per namespace; a later one replaces an earlier one', () => {
    const first = createIdleAdapter('eip155')
    const second = createIdleAdapter('eip155')
    const solana = createIdleAdapter('solana')
    const registry = createAdapterRegistry([first, solana])
    registerAdapter(registry, second)
    expect(getAdapter(registry, 'eip155')).toBe(second)
    expect(listAdapters(registry)).toEqual([second, solana])
    expect(isAdapterRegistryEmpty(registry)).toBe(false)
    expect(isAdapterRegistryEmpty(createAdapterRegistry())).toBe(true)
  })

  it("[ERR-015] a namespace without adapter throws 'Chain adapter not found'", () => {
    const registry = createAdapterRegistry([createIdleAdapter('eip155')])
    expect(() => getAdapter(registry, 'bip122')).toThrowErrorMatchingInlineSnapshot(
      `[ChainAdapterNotFoundError: Chain adapter not found]`,
    )
  })

  it("[ERR-018] a missing namespace throws an error starting 'Chain is required'", () => {
    expect(() => getAdapter(createAdapterRegistry(), undefined)).toThrowErrorMatchingInlineSnapshot(
      `[ChainRequiredError: Chain is required to perform this action]`,
    )
  })
})
