import { fillTemplate, type STORAGE_MESSAGES, type TemplateValue } from '@atrium/common'
import type { Logger } from './Logger.js'
import type { StorageBackend } from './StorageBackend.js'
import { getPrefixedStorageKey } from './storageKeys.js'

/** The failure text to log for one storage operation, with its placeholders (`{cache}`). */
export type StorageFailure = {
  readonly code: keyof typeof STORAGE_MESSAGES
  readonly parameters?: Readonly<Record<string, TemplateValue>>
}

/**
 * A backend wrapped so that keys get the Atrium prefix and no operation ever throws: a failing
 * backend (full, disabled, throwing) is logged with the catalogue text (asynchronously) and reads
 * as absent (STORE-019). Internal to the storage domain.
 */
export type SafeStorage = {
  read(key: string, failure: StorageFailure): string | undefined
  write(key: string, value: string, failure: StorageFailure): void
  remove(key: string, failure: StorageFailure): void
  /**
   * Logs a failure found by the caller, e.g. a stored value that does not parse. The log is
   * written a moment later: the texts load on the first failure (see `getStorageFailureText`).
   */
  logFailure(failure: StorageFailure, context: Readonly<Record<string, unknown>>): void
}

export function createSafeStorage(backend: StorageBackend, logger: Logger): SafeStorage {
  const logFailure: SafeStorage['logFailure'] = (failure, context) => {
    void import('./getStorageFailureText.js')
      .then(
        ({ getStorageFailureText }) => fillTemplate(getStorageFailureText(failure.code), failure.parameters),
        // Without its texts (their chunk did not load) the code still says what failed.
        () => failure.code,
      )
      .then((message) => {
        try {
          logger.error(message, context)
        } catch {
          // A throwing logger must not turn a swallowed storage failure into a thrown one.
        }
      })
  }
  return {
    read: (key, failure) => {
      const prefixedKey = getPrefixedStorageKey(key)
      try {
        return backend.getItem(prefixedKey) ?? undefined
      } catch (cause) {
        logFailure(failure, { key: prefixedKey, cause })
        return undefined
      }
    },
    write: (key, value, failure) => {
      const prefixedKey = getPrefixedStorageKey(key)
      try {
        backend.setItem(prefixedKey, value)
      } catch (cause) {
        logFailure(failure, { key: prefixedKey, cause })
        // A failed write (a full storage) leaves the previous value, which a reload would read
        // back as current: a disconnected user reconnected, a left network restored. Removing
        // the key frees space rather than taking it, so it works when the storage is full.
        try {
          backend.removeItem(prefixedKey)
        } catch {
          // Storage refuses everything (disabled): there is no stale value it could return either.
        }
      }
    },
    remove: (key, failure) => {
      const prefixedKey = getPrefixedStorageKey(key)
      try {
        backend.removeItem(prefixedKey)
      } catch (cause) {
        logFailure(failure, { key: prefixedKey, cause })
      }
    },
    logFailure,
  }
}
