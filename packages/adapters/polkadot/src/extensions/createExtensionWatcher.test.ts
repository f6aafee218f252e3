import type { WalletDescriptor } from '@atrium/core'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createExtensionWatcher } from './createExtensionWatcher.js'

const enable = async () => ({})

describe('createExtensionWatcher', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('lists each installed extension as an INJECTED wallet whose id is its injectedWeb3 key', () => {
    const injectedWeb3 = { 'subwallet-js': { enable, version: '1' }, talisman: { enable, version: '2' } }
    const watcher = createExtensionWatcher({
      read: () => injectedWeb3,
      recheckDelaysMs: [],
      onChange: () => undefined,
    })
    expect(watcher.refresh()).toEqual([
      { id: 'talisman', name: 'Talisman', type: 'INJECTED', provider: true },
      { id: 'subwallet-js', name: 'SubWallet', type: 'INJECTED', provider: true },
    ])
  })

  it('keeps the list identity until it changes, and reports a change once', () => {
    const injectedWeb3: Record<string, unknown> = { 'polkadot-js': { enable, version: '1' } }
    const changes: (readonly WalletDescriptor[])[] = []
    const watcher = createExtensionWatcher({
      read: () => injectedWeb3,
      recheckDelaysMs: [],
      onChange: (wallets) => changes.push(wallets),
    })
    const first = watcher.refresh()
    expect(watcher.refresh()).toBe(first)
    injectedWeb3.talisman = { enable, version: '2' }
    const second = watcher.refresh()
    expect(second.map((wallet) => wallet.id)).toEqual(['polkadot-js', 'talisman'])
    expect(watcher.refresh()).toBe(second)
    expect(changes).toEqual([second])
  })

  it('finds an extension injected late on a scheduled re-check', async () => {
    const holder: { injectedWeb3?: Record<string, unknown> } = {}
    const changes: (readonly WalletDescriptor[])[] = []
    createExtensionWatcher({
      read: () => holder.injectedWeb3,
      recheckDelaysMs: [50, 250],
      onChange: (wallets) => changes.push(wallets),
    })
    await vi.advanceTimersByTimeAsync(50)
    expect(changes).toEqual([])
    holder.injectedWeb3 = { talisman: { enable, version: '2' } }
    await vi.advanceTimersByTimeAsync(200)
    expect(changes.map((wallets) => wallets.map((wallet) => wallet.id))).toEqual([['talisman']])
    expect(vi.getTimerCount()).toBe(0)
  })

  it('stop cancels the pending re-checks', () => {
    const watcher = createExtensionWatcher({
      read: () => undefined,
      recheckDelaysMs: [50, 250],
      onChange: () => undefined,
    })
    expect(vi.getTimerCount()).toBe(2)
    watcher.stop()
    expect(vi.getTimerCount()).toBe(0)
  })
})
