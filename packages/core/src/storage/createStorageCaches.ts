import {
  type CaipAddress,
  ENS_CACHE_LIFETIME_MS,
  IDENTITY_CACHE_LIFETIME_MS,
  NATIVE_BALANCE_CACHE_LIFETIME_MS,
  PORTFOLIO_CACHE_LIFETIME_MS,
} from '@atrium/common'
import type { Identity } from '../blockchainApi/identitySchema.js'
import { isIdentity } from '../blockchainApi/isIdentity.js'
import { isNameRecord } from '../blockchainApi/isNameRecord.js'
import { isTokenBalance } from '../blockchainApi/isTokenBalance.js'
import type { NameRecord } from '../blockchainApi/nameRecordSchema.js'
import type { TokenBalance } from '../blockchainApi/tokenBalanceSchema.js'
import type { SafeStorage } from './createSafeStorage.js'
import { readJsonItem, writeJsonItem } from './readJsonItem.js'
import { type Guard, isArrayOf, isNumber, isObjectWith, isRecordOf, isString } from './shapeGuards.js'

/** [STORE-013] The value each cache stores. */
export type CacheValues = {
  portfolio: TokenBalance[]
  nativeBalance: { balance: string; symbol: string }
  ens: NameRecord[]
  identity: Identity
}

/** [STORE-013] A cache name. */
export type CacheName = keyof CacheValues

/** [STORE-013] How a read re-validates each cache's value. */
const cacheValueGuards: { readonly [name in CacheName]: Guard<CacheValues[name]> } = {
  portfolio: isArrayOf(isTokenBalance),
  nativeBalance: isObjectWith<{ balance: string; symbol: string }>({ balance: isString, symbol: isString }),
  ens: isArrayOf(isNameRecord),
  identity: isIdentity,
}

/** [STORE-015] Lifetime of each cache's entries. */
export const CACHE_LIFETIMES_MS = {
  portfolio: PORTFOLIO_CACHE_LIFETIME_MS,
  nativeBalance: NATIVE_BALANCE_CACHE_LIFETIME_MS,
  ens: ENS_CACHE_LIFETIME_MS,
  identity: IDENTITY_CACHE_LIFETIME_MS,
} as const

/** [STORE-014] Portfolio and native balance are keyed by CAIP address, ENS and identity by plain address. */
export type CacheKeys = { portfolio: CaipAddress; nativeBalance: CaipAddress; ens: string; identity: string }

type CacheRecord = Record<string, { timestamp: number; value: unknown }>
const isCacheRecord = isRecordOf(
  isObjectWith<CacheRecord[string]>({ timestamp: isNumber, value: (value): value is unknown => true }),
)

const CACHE_LABELS: { [name in CacheName]: string } = {
  portfolio: 'portfolio',
  nativeBalance: 'native balance',
  ens: 'ENS name',
  identity: 'identity',
}

function getCacheStorageKey(name: CacheName): string {
  return `cache/${name}`
}

/** [STORE-016] Fresh while younger than the lifetime; a timestamp in the future (clock moved back) is not fresh. */
export function isCacheEntryFresh(timestamp: number, now: number, lifetimeMs: number): boolean {
  const age = now - timestamp
  return age >= 0 && age < lifetimeMs
}

export type CreateStorageCachesParameters = { safe: SafeStorage; clock: { now(): number } }

/**
 * [STORE-013..016] The portfolio, native-balance, ENS and identity caches. Each lives under one
 * prefixed key as a record of `{ timestamp, value }` entries. A read returns a value only while
 * it is fresh; every expired entry found in the record is removed then. Never throws.
 */
export function createStorageCaches({ safe, clock }: CreateStorageCachesParameters) {
  const failure = (operation: 'GET' | 'SET' | 'REMOVE', name: CacheName) =>
    ({ code: `STORAGE_${operation}_CACHE_FAILED`, parameters: { cache: CACHE_LABELS[name] } }) as const
  const readRecord = (name: CacheName): CacheRecord =>
    readJsonItem(safe, getCacheStorageKey(name), isCacheRecord, failure('GET', name)) ?? {}
  const writeRecord = (name: CacheName, record: CacheRecord): void => {
    if (Object.keys(record).length === 0) safe.remove(getCacheStorageKey(name), failure('REMOVE', name))
    else writeJsonItem(safe, getCacheStorageKey(name), record, failure('SET', name))
  }
  /** The record without its expired entries, and whether any were dropped. */
  const pruneRecord = (name: CacheName, record: CacheRecord): { record: CacheRecord; pruned: boolean } => {
    const now = clock.now()
    const kept: CacheRecord = {}
    let pruned = false
    for (const [key, entry] of Object.entries(record)) {
      if (isCacheEntryFresh(entry.timestamp, now, CACHE_LIFETIMES_MS[name])) kept[key] = entry
      else pruned = true
    }
    return { record: kept, pruned }
  }

  return {
    /** The cached value while fresh, else `undefined` (an expired or invalid entry is removed). */
    get: <name extends CacheName>(name: name, key: CacheKeys[name]): CacheValues[name] | undefined => {
      const { record, pruned } = pruneRecord(name, readRecord(name))
      const entry = record[key]
      const isValid: Guard<CacheValues[name]> = cacheValueGuards[name]
      const invalid = entry !== undefined && !isValid(entry.value)
      if (invalid) {
        delete record[key]
        safe.logFailure(failure('GET', name), { key, details: 'unexpected cached value' })
      }
      if (pruned || invalid) writeRecord(name, record)
      return entry === undefined || invalid ? undefined : (entry.value as CacheValues[name])
    },
    /** Stores `value` with the clock's current time as its timestamp. */
    set: <name extends CacheName>(name: name, key: CacheKeys[name], value: CacheValues[name]): void => {
      const { record } = pruneRecord(name, readRecord(name))
      record[key] = { timestamp: clock.now(), value }
      writeRecord(name, record)
    },
    remove: <name extends CacheName>(name: name, key: CacheKeys[name]): void => {
      const record = readRecord(name)
      if (!(key in record)) return
      delete record[key]
      writeRecord(name, record)
    },
    /** Empties one cache. */
    clear: (name: CacheName): void => safe.remove(getCacheStorageKey(name), failure('REMOVE', name)),
  }
}

/** The caches of an `AtriumStorage`. */
export type StorageCaches = ReturnType<typeof createStorageCaches>
