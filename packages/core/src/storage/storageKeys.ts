import { type Namespace, STORAGE_KEY_PREFIX } from '@atrium/common'

/**
 * [STORE-001] Every key Atrium writes, without the shared `STORAGE_KEY_PREFIX` (`'@atrium/'`),
 * which `createSafeStorage` adds. Values are plain strings except where marked JSON.
 */
export const STORAGE_KEYS = {
  /** [STORE-002] JSON `{ name, href }`. */
  DEEP_LINK_CHOICE: 'deep_link_choice',
  /** [STORE-003] */
  ACTIVE_NAMESPACE: 'active_namespace',
  /** [STORE-004] `'<namespace>:<chainId>'`. */
  ACTIVE_CAIP_NETWORK_ID: 'active_caip_network_id',
  /** [STORE-006] JSON array of wallets. */
  RECENT_WALLETS: 'recent_wallets',
  /** [STORE-008] */
  CONNECTED_SOCIAL_PROVIDER: 'connected_social_provider',
  /** [STORE-008] */
  CONNECTED_SOCIAL_USERNAME: 'connected_social_username',
  /** [STORE-009] */
  CONNECTION_STATUS: 'connection_status',
  /** [STORE-010] Comma-joined namespaces. */
  CONNECTED_NAMESPACES: 'connected_namespaces',
  /** [STORE-012] */
  TELEGRAM_SOCIAL_PROVIDER: 'telegram_social_provider',
  /**
   * JSON object: namespace to the CAIP address of its connected account. Not a spec §3 item: a
   * server render reads it from the cookies to show a returning visitor's account (see
   * `cookieToInitialState`).
   */
  CONNECTED_ACCOUNTS: 'connected_accounts',
} as const

/** [STORE-007] Key of the connected connector id of one namespace. */
export function getConnectedConnectorIdKey(namespace: Namespace): string {
  return `${namespace}:connected_connector_id`
}

/** The whole key as written to the backend. */
export function getPrefixedStorageKey(key: string): string {
  return `${STORAGE_KEY_PREFIX}${key}`
}
