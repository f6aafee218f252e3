import { STORAGE_MESSAGES } from '@atrium/common'
import type { StorageFailure } from './createSafeStorage.js'

/**
 * [STORE-019] The catalogue text of a storage failure ('Unable to get active namespace', …), its
 * placeholders unfilled. A module of its own: `createSafeStorage` imports it, and the storage texts
 * with it, when it first logs a failure, so the start-up code does not carry texts that a working
 * storage never shows.
 */
export function getStorageFailureText(code: StorageFailure['code']): string {
  return STORAGE_MESSAGES[code]
}
