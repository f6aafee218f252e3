import { type CaipNetworkId, isCaipNetworkId, STORAGE_KEY_PREFIX } from '@atrium/common'
import type { StorageBackend } from '@atrium/core'

/** Where the adapter keeps the extension the user connected, for `reconnect` after a reload. */
export const POLKADOT_SESSION_STORAGE_KEY = `${STORAGE_KEY_PREFIX}polkadot.session`

/** The stored session: which extension, on which network. */
export type StoredPolkadotSession = {
  readonly connectorId: string
  readonly networkId: CaipNetworkId<'polkadot'>
}

function parse(raw: string | null): StoredPolkadotSession | undefined {
  if (raw === null) return undefined
  try {
    const value: unknown = JSON.parse(raw)
    if (typeof value !== 'object' || value === null) return undefined
    const { connectorId, networkId } = value as Record<string, unknown>
    if (typeof connectorId !== 'string' || connectorId === '') return undefined
    if (!isCaipNetworkId(networkId) || !networkId.startsWith('polkadot:')) return undefined
    return { connectorId, networkId: networkId as CaipNetworkId<'polkadot'> }
  } catch {
    return undefined
  }
}

/**
 * The adapter's one stored item over a `StorageBackend`. A failing backend (quota, storage
 * disabled) is logged and reads as absent, so it never blocks a connection (STORE-019); an
 * unreadable value reads as absent too.
 */
export function createSessionStorage(backend: StorageBackend) {
  const attempt = <value>(action: () => value, fallback: value): value => {
    try {
      return action()
    } catch (error) {
      console.error('Unable to use the Polkadot session storage', error)
      return fallback
    }
  }
  return {
    read: (): StoredPolkadotSession | undefined =>
      attempt(() => parse(backend.getItem(POLKADOT_SESSION_STORAGE_KEY)), undefined),
    write: (session: StoredPolkadotSession): void =>
      attempt(() => backend.setItem(POLKADOT_SESSION_STORAGE_KEY, JSON.stringify(session)), undefined),
    clear: (): void => attempt(() => backend.removeItem(POLKADOT_SESSION_STORAGE_KEY), undefined),
  }
}
