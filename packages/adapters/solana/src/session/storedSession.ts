import { type CaipNetworkId, isCaipNetworkId, STORAGE_KEY_PREFIX } from '@atrium/common'
import type { StorageBackend } from '@atrium/core'

/** Where the adapter remembers its session (JSON `{ connectorId, networkId }`), under Atrium's key prefix. */
export const SOLANA_ADAPTER_STORAGE_KEY = `${STORAGE_KEY_PREFIX}solana:adapter_session`

/** The session the adapter restores on `reconnect`: which wallet, on which network. */
export type StoredSolanaSession = {
  readonly connectorId: string
  readonly networkId: CaipNetworkId<'solana'>
}

function attempt<value>(action: () => value, fallback: value): value {
  try {
    return action()
  } catch (error) {
    // STORE-019: a failing storage is logged and never blocks a connection.
    console.error('Unable to use the wallet connection storage', error)
    return fallback
  }
}

/** The stored session, or `undefined` when none (or an unreadable one) is stored. */
export function readStoredSession(storage: StorageBackend): StoredSolanaSession | undefined {
  const text = attempt(() => storage.getItem(SOLANA_ADAPTER_STORAGE_KEY), null)
  if (text === null) return undefined
  try {
    const value = JSON.parse(text) as Partial<Record<keyof StoredSolanaSession, unknown>> | null
    if (
      typeof value?.connectorId === 'string' &&
      isCaipNetworkId(value.networkId) &&
      value.networkId.startsWith('solana:')
    ) {
      return { connectorId: value.connectorId, networkId: value.networkId as CaipNetworkId<'solana'> }
    }
  } catch {
    // Not JSON: treated as absent, and overwritten by the next connection.
  }
  return undefined
}

/** Remembers `session` for the next `reconnect`. */
export function writeStoredSession(storage: StorageBackend, session: StoredSolanaSession): void {
  attempt(() => storage.setItem(SOLANA_ADAPTER_STORAGE_KEY, JSON.stringify(session)), undefined)
}

/** Forgets the session: after a disconnect, `reconnect` restores nothing. */
export function clearStoredSession(storage: StorageBackend): void {
  attempt(() => storage.removeItem(SOLANA_ADAPTER_STORAGE_KEY), undefined)
}
