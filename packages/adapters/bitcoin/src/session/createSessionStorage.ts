import { type CaipNetworkId, isCaipNetworkId, STORAGE_KEY_PREFIX } from '@atrium/common'
import type { StorageBackend } from '@atrium/core'
import type { BitcoinWalletAccount } from '../wallets/BitcoinWalletConnector.js'

/** [STORE-001] Where the adapter keeps the last session, for `reconnect` after a reload. */
export const BITCOIN_SESSION_STORAGE_KEY = `${STORAGE_KEY_PREFIX}bitcoin.session`

/** The session as stored: which wallet, on which network, with which addresses. */
export type StoredBitcoinSession = {
  readonly connectorId: string
  readonly networkId: CaipNetworkId<'bip122'>
  readonly accounts: readonly BitcoinWalletAccount[]
}

function isAccount(value: unknown): value is BitcoinWalletAccount {
  const account = value as Partial<BitcoinWalletAccount> | null
  return (
    typeof account?.address === 'string' &&
    (account.purpose === 'payment' || account.purpose === 'ordinals') &&
    (account.publicKey === undefined || typeof account.publicKey === 'string') &&
    (account.path === undefined || typeof account.path === 'string')
  )
}

function isStoredSession(value: unknown): value is StoredBitcoinSession {
  const session = value as Partial<StoredBitcoinSession> | null
  return (
    typeof session?.connectorId === 'string' &&
    isCaipNetworkId(session.networkId) &&
    session.networkId.startsWith('bip122:') &&
    Array.isArray(session.accounts) &&
    session.accounts.every(isAccount)
  )
}

/**
 * Reads and writes the stored session. A failing storage (quota, privacy mode) never blocks a
 * connection (STORE-019): reads then find nothing and writes are dropped. Stored data that is not a
 * session (another version, tampering) reads as nothing.
 */
export function createSessionStorage(storage: StorageBackend) {
  return {
    read: (): StoredBitcoinSession | undefined => {
      try {
        const raw = storage.getItem(BITCOIN_SESSION_STORAGE_KEY)
        const parsed: unknown = raw === null ? undefined : JSON.parse(raw)
        return isStoredSession(parsed) ? parsed : undefined
      } catch {
        return undefined
      }
    },
    write: (session: StoredBitcoinSession): void => {
      try {
        storage.setItem(BITCOIN_SESSION_STORAGE_KEY, JSON.stringify(session))
      } catch {
        // STORE-019: the session still works; only a reload will not restore it.
      }
    },
    clear: (): void => {
      try {
        storage.removeItem(BITCOIN_SESSION_STORAGE_KEY)
      } catch {
        // STORE-019: nothing to restore either way once the adapter forgot the session.
      }
    },
  }
}

/** What `createSessionStorage` returns. */
export type SessionStorage = ReturnType<typeof createSessionStorage>
