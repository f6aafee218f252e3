import type { StorageBackend } from './StorageBackend.js'

/** The part of the Web Storage API (`localStorage`, `sessionStorage`) Atrium uses. */
export type WebStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

/** Reads `globalThis.localStorage` only when called, so importing Atrium never touches `window`. */
function getGlobalLocalStorage(): WebStorage | undefined {
  return (globalThis as { localStorage?: WebStorage }).localStorage
}

/**
 * A storage backend over Web Storage. `getWindowStorage` is called on every access, never at
 * import or creation, so the backend can be created during SSR and starts working once the page
 * runs in a browser. While it returns `undefined` (server, storage disabled) reads give `null`
 * and writes are dropped. Errors it or the storage throws (quota, SecurityError) propagate to
 * `createAtriumStorage`, which logs them (STORE-019).
 *
 * @example
 * createLocalStorage(() => window.sessionStorage)
 */
export function createLocalStorage(
  getWindowStorage: () => WebStorage | undefined = getGlobalLocalStorage,
): StorageBackend {
  return {
    getItem: (key) => getWindowStorage()?.getItem(key) ?? null,
    setItem: (key, value) => {
      getWindowStorage()?.setItem(key, value)
    },
    removeItem: (key) => {
      getWindowStorage()?.removeItem(key)
    },
  }
}
