/** [CONN-003] A WalletConnect pairing URI stays valid this long after it is created (4 minutes). */
export const PAIRING_LIFETIME_MS = 240_000

/** [CONN-004] A pairing counts as expired once this much time or less remains before its expiry. */
export const PAIRING_EXPIRY_MARGIN_MS = 10_000

/** [CONN-008] Delay before a failed pairing attempt is retried. */
export const PAIRING_RETRY_INTERVAL_MS = 1_000

/** [CONN-009] Wait before falling back when a wallet deep link did not open the wallet. */
export const DEEP_LINK_FALLBACK_DELAY_MS = 100

/**
 * How long ConnectingExternal waits for a wallet SDK that opens its own window (Coinbase Wallet's
 * popup) before saying it is not responding: such a window can fail to load without the SDK ever
 * settling. As long as the email and social requests of the frame may take (SPEC §10: 30 s).
 */
export const EXTERNAL_WALLET_WAIT_MS = 30_000

/** [CONN-025] Interval of the connection heartbeat. */
export const HEARTBEAT_INTERVAL_MS = 5_000

/** [CONN-014] The events every requested session namespace subscribes to, in this order. */
export const NAMESPACE_EVENTS = ['accountsChanged', 'chainChanged'] as const

/** [CONN-010] Path appended to a wallet's mobile link, followed by the URI-encoded pairing URI. */
export const WALLET_CONNECT_DEEP_LINK_PATH = 'wc?uri='

/** [CONN-001] The connection statuses. */
export const CONNECTION_STATUSES = ['disconnected', 'connecting', 'connected'] as const

/** A connection status. */
export type ConnectionStatus = (typeof CONNECTION_STATUSES)[number]
