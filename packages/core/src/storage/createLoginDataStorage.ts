import * as z from 'zod/mini'
import type { SafeStorage } from './createSafeStorage.js'
import { readJsonItem, writeJsonItem } from './readJsonItem.js'

/** [STORE-017] The values of the embedded-login cache, by key. */
const loginDataSchemas = {
  email: z.string(),
  /** Milliseconds since the epoch of the last email login (drives the email cooldown). */
  lastEmailLoginTime: z.number(),
  socialUsername: z.string(),
  lastUsedChainId: z.union([z.number(), z.string()]),
  /** Chain ids on which the smart account is enabled. */
  smartAccountEnabledNetworks: z.array(z.union([z.number(), z.string()])),
  emailLoginUsed: z.boolean(),
} as const

/** [STORE-017] A key of the embedded-login cache. */
export type LoginDataKey = keyof typeof loginDataSchemas

/** [STORE-017] The value stored under each login cache key. */
export type LoginDataValues = { [key in LoginDataKey]: z.output<(typeof loginDataSchemas)[key]> }

/** [STORE-017] Every login cache key, e.g. to clear them all when the frame reports not connected (FRAME-018). */
export const LOGIN_DATA_KEYS = Object.keys(loginDataSchemas) as readonly LoginDataKey[]

function getLoginDataStorageKey(key: LoginDataKey): string {
  return `login/${key}`
}

/** The login cache of `createAtriumStorage`: typed get/set/remove per key, and clear. Never throws. */
export function createLoginDataStorage(safe: SafeStorage) {
  const remove = (key: LoginDataKey): void =>
    safe.remove(getLoginDataStorageKey(key), { code: 'STORAGE_REMOVE_LOGIN_DATA_FAILED' })
  return {
    get: <key extends LoginDataKey>(key: key): LoginDataValues[key] | undefined =>
      readJsonItem(safe, getLoginDataStorageKey(key), loginDataSchemas[key], {
        code: 'STORAGE_GET_LOGIN_DATA_FAILED',
      }) as LoginDataValues[key] | undefined,
    set: <key extends LoginDataKey>(key: key, value: LoginDataValues[key]): void =>
      writeJsonItem(safe, getLoginDataStorageKey(key), value, { code: 'STORAGE_SET_LOGIN_DATA_FAILED' }),
    remove,
    /** [FRAME-018] Deletes every login cache key. */
    clear: (): void => {
      for (const key of LOGIN_DATA_KEYS) remove(key)
    },
  }
}

/** The login cache of an `AtriumStorage`. */
export type LoginDataStorage = ReturnType<typeof createLoginDataStorage>
