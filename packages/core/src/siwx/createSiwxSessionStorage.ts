import { type CaipNetworkId, isCaipNetworkId } from '@atrium/common'
import { createSafeStorage, type StorageFailure } from '../storage/createSafeStorage.js'
import type { Logger } from '../storage/Logger.js'
import { readJsonItem, writeJsonItem } from '../storage/readJsonItem.js'
import type { StorageBackend } from '../storage/StorageBackend.js'
import { isArrayOf, isObjectWith, isOptional, isRecordOf, isString } from '../storage/shapeGuards.js'
import type { SiwxCacao, SiwxMessageData, SiwxSession } from './SiwxConfig.js'

/**
 * The item the sessions are kept in, under Atrium's key prefix (`@atrium/siwx_sessions`). Not in
 * `STORAGE_KEYS`: that table ships with every page, this key only with the sign-in feature.
 */
export const SIWX_SESSIONS_KEY = 'siwx_sessions'

/** Every kept session, by CAIP-10 account (`getSiwxAccountKey`). */
export type StoredSiwxSessions = Record<string, SiwxSession[]>

const failures = {
  read: { code: 'STORAGE_GET_CACHE_FAILED', parameters: { cache: 'sign-in sessions' } },
  write: { code: 'STORAGE_SET_CACHE_FAILED', parameters: { cache: 'sign-in sessions' } },
  remove: { code: 'STORAGE_REMOVE_CACHE_FAILED', parameters: { cache: 'sign-in sessions' } },
} as const satisfies Record<string, StorageFailure>

const isVersion = (value: unknown): value is '1' => value === '1'
const isOptionalString = isOptional(isString)

const isMessageData = isObjectWith<SiwxMessageData>({
  accountAddress: isString,
  chainId: isCaipNetworkId,
  domain: isString,
  uri: isString,
  version: isVersion,
  nonce: isString,
  statement: isOptionalString,
  issuedAt: isOptionalString,
  expirationTime: isOptionalString,
  notBefore: isOptionalString,
  requestId: isOptionalString,
  resources: isOptional(isArrayOf(isString)),
})

type CacaoShape = {
  readonly h: { readonly t: string }
  readonly p: { readonly iss: string; readonly domain: string; readonly nonce: string }
  readonly s: { readonly t: string; readonly s: string }
}

const hasCacaoShape = isObjectWith<CacaoShape>({
  h: isObjectWith<CacaoShape['h']>({ t: isString }),
  p: isObjectWith<CacaoShape['p']>({ iss: isString, domain: isString, nonce: isString }),
  s: isObjectWith<CacaoShape['s']>({ t: isString, s: isString }),
})

/** Only what core reads of a CACAO is checked; the rest is kept as the wallet sent it. */
const isCacao = (value: unknown): value is SiwxCacao => hasCacaoShape(value)

const isSession = isObjectWith<SiwxSession>({
  data: isMessageData,
  message: isString,
  signature: isString,
  cacao: isOptional(isCacao),
})

const isStoredSessions = isRecordOf(isArrayOf(isSession))

/**
 * The key of one account on one chain: its CAIP-10 id. eip155 addresses are hex whatever their
 * checksum case, so they are lowercased; other namespaces' addresses are case-sensitive (base58).
 */
export function getSiwxAccountKey(chainId: CaipNetworkId, address: string): string {
  return `${chainId}:${chainId.startsWith('eip155:') ? address.toLowerCase() : address}`
}

/**
 * The sign-in sessions in browser storage, one JSON item (`@atrium/siwx_sessions`) holding them by
 * CAIP-10 account. Like every Atrium item it never throws: a failing backend is logged and reads as
 * no session, and a stored value of the wrong shape is dropped (STORE-019).
 */
export function createSiwxSessionStorage(backend: StorageBackend, logger: Logger) {
  const safe = createSafeStorage(backend, logger)
  return {
    read: (): StoredSiwxSessions =>
      readJsonItem(safe, SIWX_SESSIONS_KEY, isStoredSessions, failures.read) ?? {},
    write: (sessions: StoredSiwxSessions): void => {
      if (Object.keys(sessions).length === 0) safe.remove(SIWX_SESSIONS_KEY, failures.remove)
      else writeJsonItem(safe, SIWX_SESSIONS_KEY, sessions, failures.write)
    },
  }
}

/** The storage of `createSiwxConfig`'s sessions. */
export type SiwxSessionStorage = ReturnType<typeof createSiwxSessionStorage>
