import { createLocalStorage, createMemoryStorage, type StorageBackend } from '@atrium/core'
import { isBrowser } from '../platform/isBrowser.js'

/**
 * `localStorage` in the browser, memory elsewhere (Node, server rendering: pass
 * `createCookieStorage` to share state with the browser instead).
 */
export function getDefaultStorageBackend(): StorageBackend {
  return isBrowser() ? createLocalStorage() : createMemoryStorage()
}
