import { createLoginDataStorage } from './createLoginDataStorage.js'
import { createMemoryStorage } from './createMemoryStorage.js'
import { createSafeStorage } from './createSafeStorage.js'
import { createSessionCache } from './createSessionCache.js'
import { createStorageCaches } from './createStorageCaches.js'
import { createConsoleLogger, type Logger } from './Logger.js'
import type { StorageBackend } from './StorageBackend.js'

export type CreateServiceStorageParameters = {
  /** Where the login data and the caches live: localStorage, cookies (SSR) or memory. */
  backend: StorageBackend
  /** [STORE-018] Where the session cache lives; defaults to memory (lost on reload). */
  sessionBackend?: StorageBackend
  /** Receives storage failures (STORE-019); defaults to `console.error`. */
  logger?: Logger
  /** Timestamps of cache entries (STORE-013); defaults to `Date`. */
  clock?: { now(): number }
}

/**
 * [STORE-013..018] What the remote services keep in browser storage: the embedded-login cache, the
 * session cache and the Blockchain API caches, under the same prefix as `createAtriumStorage`. Kept
 * apart from it because the modal's start-up uses none of them: a page loads this code only with
 * a service that needs it. No method ever throws (STORE-019).
 *
 * @example
 * const storage = createServiceStorage({ backend: createLocalStorage() })
 * storage.caches.set('identity', address, { name: 'vitalik.eth', avatar: null })
 */
export function createServiceStorage(parameters: CreateServiceStorageParameters) {
  const logger = parameters.logger ?? createConsoleLogger()
  const safe = createSafeStorage(parameters.backend, logger)
  return {
    /** [STORE-017] The embedded-login cache. */
    loginData: createLoginDataStorage(safe),
    /** [STORE-018] The session cache (memory unless `sessionBackend` is given). */
    sessionCache: createSessionCache(
      createSafeStorage(parameters.sessionBackend ?? createMemoryStorage(), logger),
    ),
    /** [STORE-013..016] Portfolio, native-balance, ENS and identity caches with lifetimes. */
    caches: createStorageCaches({ safe, clock: parameters.clock ?? Date }),
  }
}

/** The storage made by `createServiceStorage`. */
export type ServiceStorage = ReturnType<typeof createServiceStorage>
