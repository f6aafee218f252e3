/** [CONNECTOR-017] Number of featured wallets shown by default. */
export const FEATURED_WALLETS_COUNT = 4

/** [CONNECTOR-018] Number of recommended wallets shown. */
export const RECOMMENDED_WALLETS_COUNT = 4

/** [CONNECTOR-019] Wallet-directory page size (`entries`). */
export const WALLETS_PER_PAGE = 40

/** [CONNECTOR-020] Largest number of wallet search results. */
export const WALLET_SEARCH_MAX_RESULTS = 100

/** [CONNECTOR-021] A wallet search shows results no sooner than this after it starts. */
export const WALLET_SEARCH_MIN_WAIT_MS = 300

/** [CONNECTOR-016] Largest number of recent wallets kept. */
export const RECENT_WALLETS_MAX_COUNT = 2
