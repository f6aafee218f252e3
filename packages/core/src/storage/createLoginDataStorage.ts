import type { SafeStorage } from './createSafeStorage.js'
import { readJsonItem, writeJsonItem } from './readJsonItem.js'
import { type Guard, isArrayOf, isBoolean, isEither, isNumber, isString } from './shapeGuards.js'

/** [STORE-017] The value stored under each login cache key. */
export type LoginDataValues = {
  email: string
  /** Milliseconds since the epoch of the last email login (drives the email cooldown). */
  lastEmailLoginTime: number
  socialUsername: string
  lastUsedChainId: number | string
  /** Chain ids on which the smart account is enabled. */
  smartAccountEnabledNetworks: (number | string)[]
  emailLoginUsed: boolean
}

/** [STORE-017] A key of the embedded-login cache. */
export type LoginDataKey = keyof LoginDataValues

const isChainId = isEither(isNumber, isString)
/** [STORE-017] How a read re-validates each login cache value. */
const loginDataGuards: { readonly [key in LoginDataKey]: Guard<LoginDataValues[key]> } = {
  email: isString,
  lastEmailLoginTime: isNumber,
  socialUsername: isString,
  lastUsedChainId: isChainId,
  smartAccountEnabledNetworks: isArrayOf(isChainId),
  emailLoginUsed: isBoolean,
}

/** [STORE-017] Every login cache key, e.g. to clear them all when the frame reports not connected (FRAME-018). */
export const LOGIN_DATA_KEYS = Object.keys(loginDataGuards) as readonly LoginDataKey[]

function getLoginDataStorageKey(key: LoginDataKey): string {
  return `login/${key}`
}

/** The login cache of `createAtriumStorage`: typed get/set/remove per key, and clear. Never throws. */
export function createLoginDataStorage(safe: SafeStorage) {
  const remove = (key: LoginDataKey): void =>
    safe.remove(getLoginDataStorageKey(key), { code: 'STORAGE_REMOVE_LOGIN_DATA_FAILED' })
  return {
    get: <key extends LoginDataKey>(key: key): LoginDataValues[key] | undefined =>
      readJsonItem(safe, getLoginDataStorageKey(key), loginDataGuards[key], {
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
