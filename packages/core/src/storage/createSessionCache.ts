import type { SafeStorage } from './createSafeStorage.js'
import { readJsonItem, writeJsonItem } from './readJsonItem.js'
import { isNumber, isRecordOf } from './shapeGuards.js'

/** [STORE-018] The session cache keys. */
export const SESSION_CACHE_NAMES = ['identity', 'balance', 'ens', 'portfolio'] as const

/** [STORE-018] A session cache key. */
export type SessionCacheName = (typeof SESSION_CACHE_NAMES)[number]

/** A session cache holds, per name, a record of numbers keyed by address (e.g. a balance retry time). */
const isSessionRecord = isRecordOf(isNumber)

/** A session cache record: a number (typically a time in ms) per address or CAIP address. */
export type SessionCacheRecord = Readonly<Record<string, number>>

function getSessionCacheStorageKey(name: SessionCacheName): string {
  return `session/${name}`
}

/**
 * [STORE-018] Short-lived bookkeeping that must not outlive the tab: by default it lives in
 * memory; pass `sessionBackend: createLocalStorage(() => window.sessionStorage)` to keep it across
 * reloads of one tab. The Blockchain API client keeps the balance retry time (ACCT-011) under
 * `'balance'`. Never throws.
 */
export function createSessionCache(safe: SafeStorage) {
  const failure = (operation: 'GET' | 'SET' | 'REMOVE', name: SessionCacheName) =>
    ({ code: `STORAGE_${operation}_CACHE_FAILED`, parameters: { cache: `session ${name}` } }) as const
  return {
    get: (name: SessionCacheName): SessionCacheRecord =>
      readJsonItem(safe, getSessionCacheStorageKey(name), isSessionRecord, failure('GET', name)) ?? {},
    set: (name: SessionCacheName, record: SessionCacheRecord): void =>
      writeJsonItem(safe, getSessionCacheStorageKey(name), record, failure('SET', name)),
    remove: (name: SessionCacheName): void =>
      safe.remove(getSessionCacheStorageKey(name), failure('REMOVE', name)),
    clear: (): void => {
      for (const name of SESSION_CACHE_NAMES)
        safe.remove(getSessionCacheStorageKey(name), failure('REMOVE', name))
    },
  }
}

/** The session cache of an `AtriumStorage`. */
export type SessionCache = ReturnType<typeof createSessionCache>
