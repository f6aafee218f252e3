import { describe, expect, it } from 'vitest'
import {
  ENS_CACHE_LIFETIME_MS,
  IDENTITY_CACHE_LIFETIME_MS,
  NATIVE_BALANCE_CACHE_LIFETIME_MS,
  PORTFOLIO_CACHE_LIFETIME_MS,
} from './cache.js'
import { STORAGE_KEY_PREFIX } from './storage.js'

describe('cache and storage constants', () => {
  it('[STORE-015] lifetimes: portfolio 30000, native balance 30000, ENS 300000, identity 300000 ms', () => {
    expect(PORTFOLIO_CACHE_LIFETIME_MS).toBe(30_000)
    expect(NATIVE_BALANCE_CACHE_LIFETIME_MS).toBe(30_000)
    expect(ENS_CACHE_LIFETIME_MS).toBe(300_000)
    expect(IDENTITY_CACHE_LIFETIME_MS).toBe(300_000)
  })

  it("[STORE-001] every storage key starts with '@atrium/' (chosen)", () => {
    expect(STORAGE_KEY_PREFIX).toBe('@atrium/')
  })
})
