/** [STORE-001] Prefix of every browser-storage key Atrium writes. */
export const STORAGE_KEY_PREFIX = '@atrium/'
