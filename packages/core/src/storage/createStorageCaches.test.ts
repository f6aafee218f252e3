import { fc, test } from '@fast-check/vitest'
import { describe, expect, it, vi } from 'vitest'
import type { TokenBalance } from '../blockchainApi/tokenBalanceSchema.js'
import { createMemoryStorage } from './createMemoryStorage.js'
import { createServiceStorage } from './createServiceStorage.js'
import { CACHE_LIFETIMES_MS, isCacheEntryFresh } from './createStorageCaches.js'

function setup() {
  let now = 1_000_000
  const backend = createMemoryStorage()
  const messages: string[] = []
  const storage = createServiceStorage({
    backend,
    logger: { error: (message) => void messages.push(message) },
    clock: { now: () => now },
  })
  return {
    backend,
    messages,
    caches: storage.caches,
    advance: (ms: number) => {
      now += ms
    },
  }
}

const usdc: TokenBalance = {
  name: 'USD Coin',
  symbol: 'USDC',
  chainId: 'eip155:1',
  address: 'eip155:1:0xa0b8',
  value: 10,
  price: 1,
  quantity: { decimals: '6', numeric: '10' },
  iconUrl: 'https://icons/usdc.png',
}

describe('createStorageCaches', () => {
  it('[STORE-013] each entry carries the timestamp of its write', () => {
    const { backend, caches } = setup()
    caches.set('nativeBalance', 'eip155:1:0xabc', { balance: '1.5', symbol: 'ETH' })
    expect(JSON.parse(backend.getItem('@atrium/cache/nativeBalance') ?? '')).toEqual({
      'eip155:1:0xabc': { timestamp: 1_000_000, value: { balance: '1.5', symbol: 'ETH' } },
    })
  })

  it('[STORE-013] has portfolio, native balance, ENS and identity caches', () => {
    const { caches } = setup()
    caches.set('portfolio', 'eip155:1:0xabc', [usdc])
    caches.set('nativeBalance', 'eip155:1:0xabc', { balance: '2', symbol: 'ETH' })
    caches.set('ens', '0xabc', [{ name: 'alice.reown.id', addresses: { '60': { address: '0xabc' } } }])
    caches.set('identity', '0xabc', { name: 'alice.eth', avatar: 'https://a/p.png' })
    expect(caches.get('portfolio', 'eip155:1:0xabc')).toEqual([usdc])
    expect(caches.get('nativeBalance', 'eip155:1:0xabc')).toEqual({ balance: '2', symbol: 'ETH' })
    expect(caches.get('ens', '0xabc')?.[0]?.name).toBe('alice.reown.id')
    expect(caches.get('identity', '0xabc')).toEqual({ name: 'alice.eth', avatar: 'https://a/p.png' })
  })

  it('[STORE-014] portfolio and native balance are keyed by CAIP address, ENS and identity by address', () => {
    const { caches } = setup()
    caches.set('portfolio', 'eip155:1:0xabc', [usdc])
    caches.set('identity', '0xabc', { name: 'a', avatar: null })
    expect(caches.get('portfolio', 'eip155:10:0xabc')).toBeUndefined()
    expect(caches.get('portfolio', 'eip155:1:0xabc')).toEqual([usdc])
    expect(caches.get('identity', '0xabc')).toEqual({ name: 'a', avatar: null })
  })

  it('[STORE-015] lifetimes are portfolio 30000, native 30000, ENS 300000, identity 300000 ms', () => {
    expect(CACHE_LIFETIMES_MS).toEqual({
      portfolio: 30_000,
      nativeBalance: 30_000,
      ens: 300_000,
      identity: 300_000,
    })
  })

  it('[STORE-015][STORE-016] a portfolio entry is used until 30000 ms, then expires', () => {
    const { caches, advance } = setup()
    caches.set('portfolio', 'eip155:1:0xabc', [usdc])
    advance(29_999)
    expect(caches.get('portfolio', 'eip155:1:0xabc')).toEqual([usdc])
    advance(1)
    expect(caches.get('portfolio', 'eip155:1:0xabc')).toBeUndefined()
  })

  it('[STORE-015][STORE-016] a native-balance entry expires at 30000 ms', () => {
    const { caches, advance } = setup()
    caches.set('nativeBalance', 'eip155:1:0xabc', { balance: '2', symbol: 'ETH' })
    advance(29_999)
    expect(caches.get('nativeBalance', 'eip155:1:0xabc')).toBeDefined()
    advance(1)
    expect(caches.get('nativeBalance', 'eip155:1:0xabc')).toBeUndefined()
  })

  it('[STORE-015][STORE-016] ENS and identity entries are used until 300000 ms', () => {
    const { caches, advance } = setup()
    caches.set('ens', '0xabc', [])
    caches.set('identity', '0xabc', { name: null, avatar: null })
    advance(299_999)
    expect(caches.get('ens', '0xabc')).toEqual([])
    expect(caches.get('identity', '0xabc')).toEqual({ name: null, avatar: null })
    advance(1)
    expect(caches.get('ens', '0xabc')).toBeUndefined()
    expect(caches.get('identity', '0xabc')).toBeUndefined()
  })

  it('[STORE-016] an expired entry is removed from storage when found, fresh ones stay', () => {
    const { backend, caches, advance } = setup()
    caches.set('identity', '0xold', { name: 'old', avatar: null })
    advance(200_000)
    caches.set('identity', '0xnew', { name: 'new', avatar: null })
    advance(100_000)
    expect(caches.get('identity', '0xnew')).toEqual({ name: 'new', avatar: null })
    expect(Object.keys(JSON.parse(backend.getItem('@atrium/cache/identity') ?? '{}'))).toEqual(['0xnew'])
    advance(300_000)
    expect(caches.get('identity', '0xnew')).toBeUndefined()
    expect(backend.getItem('@atrium/cache/identity')).toBeNull()
  })

  it('[STORE-016] an entry stamped in the future (clock moved back) is not fresh', () => {
    expect(isCacheEntryFresh(10, 5, 30_000)).toBe(false)
    expect(isCacheEntryFresh(0, 0, 30_000)).toBe(true)
  })

  it('[STORE-016] an invalid cached value is removed and logged', async () => {
    const { backend, caches, messages } = setup()
    backend.setItem(
      '@atrium/cache/nativeBalance',
      JSON.stringify({ 'eip155:1:0xabc': { timestamp: 1_000_000, value: { balance: 2 } } }),
    )
    expect(caches.get('nativeBalance', 'eip155:1:0xabc')).toBeUndefined()
    expect(backend.getItem('@atrium/cache/nativeBalance')).toBeNull()
    await vi.waitFor(() => expect(messages).toEqual(['Unable to get cached native balance']))
  })

  it('removes one entry, and clears a whole cache', () => {
    const { caches } = setup()
    caches.set('identity', '0xa', { name: 'a', avatar: null })
    caches.set('identity', '0xb', { name: 'b', avatar: null })
    caches.remove('identity', '0xa')
    caches.remove('identity', '0xmissing')
    expect(caches.get('identity', '0xa')).toBeUndefined()
    expect(caches.get('identity', '0xb')).toBeDefined()
    caches.clear('identity')
    expect(caches.get('identity', '0xb')).toBeUndefined()
  })

  test.prop([
    fc.integer({ min: 0, max: 1e12 }),
    fc.integer({ min: -1e6, max: 1e6 }),
    fc.integer({ min: 1, max: 1e6 }),
  ])('[STORE-016] freshness holds exactly on [0, lifetime)', (timestamp, age, lifetime) => {
    expect(isCacheEntryFresh(timestamp, timestamp + age, lifetime)).toBe(age >= 0 && age < lifetime)
  })
})
